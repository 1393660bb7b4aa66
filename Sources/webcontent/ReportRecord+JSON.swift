import WebContentCore

extension ReportRecord {
    /// The JSON line, keys in the documented order.
    var json: OrderedJSON {
        var timingMembers: [(String, OrderedJSON)] = [
            ("composeMs", .number(timings.composeMs)),
            ("loadMs", .number(timings.loadMs)),
            ("renderMs", .number(timings.renderMs)),
            ("totalMs", .number(timings.totalMs)),
        ]
        if let snapshotMs = timings.snapshotMs { timingMembers.append(("snapshotMs", .number(snapshotMs))) }
        if let pdfMs = timings.pdfMs { timingMembers.append(("pdfMs", .number(pdfMs))) }
        if !timings.steps.isEmpty {
            timingMembers.append(("steps", .object(timings.steps.map { ($0.name, .number($0.milliseconds)) })))
        }
        if !timings.start.isEmpty {
            timingMembers.append(("start", .object(timings.start.map { ($0.name, .number($0.milliseconds)) })))
        }
        var mailMembers: [(String, OrderedJSON)] = []
        if let mail {
            mailMembers = [
                ("subject", mail.subject.map(OrderedJSON.string) ?? .null), ("body", .string(mail.body)),
                ("cidParts", .int(mail.cidParts)), ("cidImages", .int(mail.cidImages)),
            ]
        }
        var readingMembers: [(String, OrderedJSON)] =
            findMatches.map { [("find", .object([("matches", .int($0))]))] } ?? []
        if let pngScale { readingMembers.append(("pngScale", .number(pngScale))) }
        if let pdfPath { readingMembers.append(("pdf", .string(pdfPath))) }
        if let pdfScale { readingMembers.append(("pdfScale", .number(pdfScale))) }
        if let quotes {
            readingMembers.append(
                ("quotes", .object([("collapsed", .int(quotes.collapsed)), ("signatures", .int(quotes.signatures))])))
        }
        if let colours, colours.palette != .light {
            readingMembers.append(
                (
                    "colours",
                    .object([
                        ("mode", .string(colours.mode.rawValue)), ("palette", .string(colours.palette.rawValue)),
                        ("adjusted", .int(colours.adjusted)),
                    ])
                ))
        }
        if let contrast {
            readingMembers.append(
                (
                    "contrast",
                    .object([
                        ("checked", .int(contrast.checked)), ("below", .int(contrast.below)),
                        ("minimum", contrast.minimum.map(OrderedJSON.number) ?? .null),
                        ("painted", .int(contrast.painted)),
                        ("lowestText", contrast.lowestText.map(OrderedJSON.string) ?? .null),
                    ])
                ))
        }
        return .object(
            [
                ("input", .string(input)),
                ("ok", .bool(ok)),
                ("width", .number(width)),
                ("height", .number(height)),
                ("title", title.map(OrderedJSON.string) ?? .null),
                ("lang", lang.map(OrderedJSON.string) ?? .null),
                ("dir", dir.map(OrderedJSON.string) ?? .null),
                ("links", .array(links.map(Self.linkJSON))),
                (
                    "trackers",
                    .array(
                        trackers.map {
                            .object([
                                ("host", .string($0.host)), ("vendor", $0.vendor.map(OrderedJSON.string) ?? .null),
                                ("kind", .string($0.kind.rawValue)),
                            ])
                        })
                ),
                (
                    "images",
                    .array(
                        images.map {
                            .object([
                                ("src", .string($0.src)), ("width", .number($0.width)), ("height", .number($0.height)),
                            ])
                        })
                ),
                ("embeds", .array(embeds.map { .object([("kind", .string($0.kind)), ("src", .string($0.src))]) })),
                ("accessibility", accessibility.map(Self.accessibilityJSON) ?? .null),
                ("scale", .number(scale)),
                ("textScale", .number(textScale)),
                (
                    "removed",
                    .object([
                        ("elements", .int(removed.elements)),
                        ("attributes", .int(removed.attributes)),
                        ("urls", .int(removed.urls)),
                    ])
                ),
                (
                    "attempts",
                    .object(
                        [
                            ("dialogs", .int(attempts.dialogs)),
                            ("navigations", .int(attempts.navigations)),
                            ("remoteRequests", .int(attempts.remoteRequests)),
                            ("trackers", .int(attempts.trackers)),
                        ] + (egressRefused.map { [("egressRefused", .int($0))] } ?? []))
                ),
                ("timings", .object(timingMembers)),
            ] + readingMembers + [
                ("errors", .array(errors.map(OrderedJSON.string))),
                ("preset", preset.map { .string($0.rawValue) } ?? .null),
                ("remoteContent", remoteContent.map { .string($0.rawValue) } ?? .null),
                ("remote", remote.map(Self.remoteJSON) ?? .null),
            ] + mailMembers)
    }

    private static func remoteJSON(_ remote: Remote) -> OrderedJSON {
        .object([
            ("present", .bool(remote.present)), ("allowedBy", remote.allowedBy.map(OrderedJSON.string) ?? .null),
            ("authentication", .string(remote.authentication)), ("junk", .bool(remote.junk)),
            ("inlineImagesWithheld", .int(remote.inlineImagesWithheld)),
        ])
    }

    private static func accessibilityJSON(_ report: ContentAccessibilityReport) -> OrderedJSON {
        .object([
            ("images", .int(report.images)), ("imagesWithoutAlt", .int(report.imagesWithoutAlt)),
            ("headings", .array(report.headings.map(OrderedJSON.int))), ("layoutTables", .int(report.layoutTables)),
            ("dataTables", .int(report.dataTables)), ("linksWithoutName", .int(report.linksWithoutName)),
        ])
    }

    /// One link: `original` only when cleaning changed the href, so an untouched link reads as before.
    private static func linkJSON(_ link: DocumentReport.Link) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [
            ("href", .string(link.href)), ("text", .string(link.text)), ("name", .string(link.name)),
            ("risks", .array(link.risks.map { .string($0.rawValue) })),
        ]
        if let original = link.original { members.append(("original", .string(original))) }
        return .object(members)
    }
}
