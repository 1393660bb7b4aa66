/// How readable the content's text is against what is painted behind it, read from the engine's pixels.
public struct ContentContrastReport: Hashable, Sendable, Codable {
    /// The bridge handler that lists the texts to audit (Resources/js/contrast.js).
    public static let handler = "contrast.audit"
    /// The bridge handler that hides the audited texts for the second snapshot, and shows them again.
    public static let hideHandler = "contrast.hide"

    /// Elements holding visible text that were checked (at most 5000).
    public var checked: Int
    /// Of those, how many fall under WCAG AA (4.5:1, or 3:1 for large text).
    public var below: Int
    /// The lowest contrast ratio found; nil when nothing was checked.
    public var minimum: Double?
    /// Of the checked elements, how many were read from the pixels; the others (clipped, below the rows read,
    /// or on an engine without snapshots) keep the page's estimate from computed styles.
    public var painted: Int
    /// The start of the text that reads at ``minimum`` (at most 60 characters), to find it on the page.
    public var lowestText: String?

    /// A report of the given counts and lowest ratio.
    public init(checked: Int, below: Int, minimum: Double?, painted: Int = 0, lowestText: String? = nil) {
        self.checked = checked
        self.below = below
        self.minimum = minimum
        self.painted = painted
        self.lowestText = lowestText
    }
}

extension ContentContrastReport {
    /// WCAG 2 AA's floor for body text.
    static let normalFloor = 4.5
    /// WCAG 2 AA's floor for large text (24 px, or 18.66 px bold).
    static let largeFloor = 3.0

    /// One text the page listed: whether it is large, its estimate from styles, its line boxes and the colour its
    /// styles paint it (through its layers' opacity).
    struct Text {
        let large: Bool
        let estimate: Double
        let boxes: [PaintedContrast.Box]
        let excerpt: String?
        let ink: (Double, Double, Double, Double)?

        /// Reads one entry of the audit handler's `texts`; nil when it is not one.
        init?(_ value: JSONValue) {
            guard let estimate = value["estimate"]?.doubleValue, case .array(let flat)? = value["boxes"] else {
                return nil
            }
            let numbers = flat.compactMap(\.doubleValue)
            guard numbers.count == flat.count, numbers.count % 4 == 0 else { return nil }
            large = value["large"]?.boolValue ?? false
            excerpt = value["excerpt"]?.stringValue
            if case .array(let channels)? = value["ink"], channels.count == 4,
                case let numbers = channels.compactMap(\.doubleValue), numbers.count == 4
            {
                ink = (numbers[0], numbers[1], numbers[2], numbers[3])
            } else {
                ink = nil
            }
            self.estimate = estimate
            boxes = stride(from: 0, to: numbers.count, by: 4).map { index in
                PaintedContrast.Box(
                    x: numbers[index], y: numbers[index + 1], width: numbers[index + 2], height: numbers[index + 3])
            }
        }
    }

    /// The texts of the audit handler's answer; nil when it is not one.
    static func texts(_ answer: JSONValue) -> [Text]? {
        guard case .array(let entries)? = answer["texts"] else { return nil }
        let texts = entries.compactMap(Text.init)
        return texts.count == entries.count ? texts : nil
    }

    /// The report over `texts`, each read from `pixels` where they show it and from its estimate elsewhere.
    init(_ texts: [Text], pixels: PaintedContrast?) {
        var below = 0
        var painted = 0
        var lowest: (value: Double, text: Text)?
        for text in texts {
            let read = pixels?.ratio(of: text.boxes, ink: text.ink)
            if read != nil { painted += 1 }
            let value = read ?? text.estimate
            if value < (text.large ? Self.largeFloor : Self.normalFloor) { below += 1 }
            if value < lowest?.value ?? .infinity { lowest = (value, text) }
        }
        self.init(
            checked: texts.count, below: below, minimum: lowest.map { ($0.value * 100).rounded() / 100 },
            painted: painted, lowestText: lowest?.text.excerpt)
    }
}
