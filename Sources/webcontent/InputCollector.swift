import Foundation

/// Expands command-line inputs into documents: files as given, folders walked recursively, `-` for stdin.
///
/// Problems (a missing path, a folder with no HTML) become items of their own, so one bad argument is
/// reported in its place and every other input still renders.
struct InputCollector {
    /// The extensions a folder walk picks up (a file named on the command line is taken whatever its name):
    /// HTML documents, and e-mail messages (.eml), which are read as MIME.
    static let documentExtensions: Set<String> = ["html", "htm", "eml"]

    var fileManager = FileManager.default

    /// The items for `arguments`, in argument order; each folder's files sorted by path.
    func collect(_ arguments: [String]) -> [InputItem] {
        arguments.flatMap(expand)
    }

    private func expand(_ argument: String) -> [InputItem] {
        if argument == "-" { return [.document(.standardInput)] }
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: argument, isDirectory: &isFolder) else {
            return [.problem(InputProblem(input: argument, reason: "no such file or folder"))]
        }
        guard isFolder.boolValue else {
            guard fileManager.isReadableFile(atPath: argument) else {
                return [.problem(InputProblem(input: argument, reason: "file is not readable"))]
            }
            return [.document(.file(argument))]
        }
        let files = htmlFiles(in: URL(fileURLWithPath: argument), shownAs: argument)
        guard !files.isEmpty else {
            return [.problem(InputProblem(input: argument, reason: "folder contains no .html, .htm or .eml file"))]
        }
        return files.map { .document(.file($0)) }
    }

    /// Every .html, .htm and .eml file under `folder`, hidden ones skipped, sorted; paths keep the spelling given.
    private func htmlFiles(in folder: URL, shownAs argument: String) -> [String] {
        // The enumerator does not descend into a root that is itself a symbolic link (`render corpus` where
        // corpus links to the real folder), so it walks the folder the link points at.
        let folder = folder.resolvingSymlinksInPath()
        guard
            let enumerator = fileManager.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        let base = folder.standardizedFileURL.path
        var found: [String] = []
        for case let url as URL in enumerator {
            guard Self.documentExtensions.contains(url.pathExtension.lowercased()),
                // Symbolic links to files count: a folder of links is a common way to pick a corpus.
                (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            // Report paths as the user spelled the folder, not as the enumerator resolved it.
            let full = url.standardizedFileURL.path
            let relative = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : url.lastPathComponent
            let shown = argument.hasSuffix("/") ? argument + relative : argument + "/" + relative
            found.append(shown)
        }
        return found.sorted()
    }
}
