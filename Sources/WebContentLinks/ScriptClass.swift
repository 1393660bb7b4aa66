/// The writing system of a character, as far as the mixed-script and look-alike checks need it.
///
/// A pragmatic subset of Unicode's Script property (UTS 39 would use the full data): the scripts that
/// spoof Latin (Cyrillic, Greek, Armenian) and the ones whose legitimate domains mix (Han with Japanese kana
/// or Hangul). Anything else counts as `other` and still mixes with the rest.
enum ScriptClass: Hashable, Sendable {
    /// Digits, hyphens and marks: they belong to every script.
    case common
    case latin, cyrillic, greek, armenian, hebrew, arabic, han, hiragana, katakana, hangul, bopomofo, thai
    case other

    init(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x30...0x39, 0x2D, 0x5F, 0x300...0x36F, 0x30FC: self = .common
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            self = .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
        case 0x530...0x58F: self = .armenian
        case 0x590...0x5FF: self = .hebrew
        case 0x600...0x6FF, 0x750...0x77F: self = .arabic
        case 0xE00...0xE7F: self = .thai
        case 0x3040...0x309F: self = .hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF: self = .katakana
        case 0x3100...0x312F: self = .bopomofo
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: self = .hangul
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: self = .han
        default: self = .other
        }
    }

    /// Script sets a single label may use (UTS 39's "highly restrictive" level): Japanese, Chinese and Korean
    /// names mix Han with their own scripts and Latin.
    private static let allowedMixes: [Set<ScriptClass>] = [
        [.latin, .han, .hiragana, .katakana],
        [.latin, .han, .bopomofo],
        [.latin, .han, .hangul],
    ]

    /// Whether one label mixes scripts in a way no legitimate name needs.
    static func mixesScripts(_ label: String) -> Bool {
        let scripts = Set(label.unicodeScalars.map(ScriptClass.init)).subtracting([.common])
        guard scripts.count > 1 else { return false }
        return !allowedMixes.contains { scripts.isSubset(of: $0) }
    }

    /// Cyrillic and Greek letters that look like Latin ones in common fonts (`а` U+0430 and `a`).
    private static let latinLookalikes: Set<Unicode.Scalar> = Set(
        "аеорсухіјѕԁӏһԛԝԍοαικνρυϲϳ".unicodeScalars)

    /// Whether a label not in Latin consists only of letters that look Latin: `аррӏе` (all Cyrillic) reads as "apple".
    ///
    /// A pragmatic check, not UTS 39's confusable skeletons: it catches whole-script look-alikes built from the common
    /// letters, not every confusable.
    static func looksLatin(_ label: String) -> Bool {
        let letters = label.unicodeScalars.filter { ScriptClass($0) != .common }
        guard !letters.isEmpty, letters.contains(where: { ScriptClass($0) != .latin }) else { return false }
        return letters.allSatisfy { ScriptClass($0) == .latin || latinLookalikes.contains($0) }
    }
}
