import Foundation

/// The long-form documents of R6long and R8: real manuals of 100 kB to 3 MB that Debian's packages install.
///
/// By default the HTML API reference of Node.js (`/usr/share/doc/nodejs/api`, shipped with this machine kind's
/// `nodejs`) and the heaviest pages of Python's documentation (`/usr/share/doc/python3.11/html`, from
/// `python3.11-doc`, which `make bench` installs): a 2.5 MB table of contents of some 9,000 links, a 1.7 MB index
/// and library references of 400-750 kB. `--long-form DIR` names another folder instead (Wikipedia pages saved by
/// hand, say), taking its pages of 100 kB to 3 MB. Node's combined `all.html` is left out: it repeats every
/// other page.
enum LongFormSet {
    /// The default folders and the page sizes taken from each.
    static let defaultFolders: [(folder: String, sizes: ClosedRange<Int>)] = [
        ("/usr/share/doc/nodejs/api", 100_000...1_500_000),
        ("/usr/share/doc/python3.11/html", 400_000...3_000_000),
    ]
    /// What `--long-form` means when not given.
    static let defaultFolder = "default"
    static let sizes = 100_000...3_000_000

    /// The set `folder` names (``defaultFolder`` for the default folders), each folder's pages sorted by path.
    static func files(in folder: String) -> [URL] {
        let folders = folder == defaultFolder ? defaultFolders : [(folder, sizes)]
        return folders.flatMap { files(under: $0.folder, sizes: $0.sizes) }
    }

    /// The HTML files under `folder` (walked recursively) of a size in `sizes`; empty when it does not exist.
    private static func files(under folder: String, sizes: ClosedRange<Int>) -> [URL] {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.fileSizeKey])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "html" && url.lastPathComponent != "all.html" {
            let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            if sizes.contains(size) { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
