#if os(Linux)
import Foundation
import WebContentGTK

extension ReaderController {
    /// The thread is shown: every message's place, and the header bar's controls.
    func logReady(thread: Int) async {
        guard events.isActive else { return }
        await ReaderEventLog.settle()
        let messages = await messageFields(Array(column.cards.indices)).map(ReaderEvent.Value.object)
        let window = window
        let (controls, bounds) = await Task { @GLibActor in (window.controlCentres(), window.columnBounds()) }.value
        let named = controls.map { control in
            ReaderEvent.Value.object([
                ("name", .string(control.name)), ("x", .number(control.x)), ("y", .number(control.y)),
            ])
        }
        await events.log(
            "ready",
            [
                ("thread", .int(thread)), ("messages", .array(messages)), ("controls", .array(named)),
                ("column", .object([("bottom", .number(bounds.bottom)), ("windowHeight", .number(bounds.window))])),
            ],
            window: window)
    }

    /// The set of messages holding an engine or rendering changed: where the column is and which messages those
    /// are.
    func logPlacement(_ placement: MessageColumn.Placement) async {
        let live = placement.live
        guard events.isActive else { return }
        await ReaderEventLog.settle()
        let top = await column.scrollTop
        let messages = await messageFields(live).map(ReaderEvent.Value.object)
        let fields: [(String, ReaderEvent.Value)] = [
            ("top", .number(top)), ("engines", .int(live.count)), ("live", .array(live.map(ReaderEvent.Value.int))),
            ("rendering", .array(placement.rendering.map(ReaderEvent.Value.int))), ("messages", .array(messages)),
            ("reused", .int(column.reusedEngines)), ("closed", .int(column.closedPages)),
            ("replaced", .int(column.replacedProcesses)),
        ]
        await events.log("visible", fields, window: window)
    }

    /// A person opened or collapsed message `index` by its header.
    func logToggle(_ index: Int) async {
        if column.isOpen(index) {
            await ReaderEventLog.settle()
            await events.log("opened", [("message", .int(index))] + (await cardFields(index)), window: window)
        } else {
            await events.log("collapsed", [("message", .int(index))], window: window)
        }
    }

    /// The open messages once GTK has laid out their new heights.
    func openFields() async -> [(String, ReaderEvent.Value)] {
        guard events.isActive else { return [] }
        await ReaderEventLog.settle()
        let messages = await messageFields(column.cards.indices.filter { column.cards[$0].isOpen })
        return [("messages", .array(messages.map(ReaderEvent.Value.object)))]
    }

    /// Where a card is in the window and how tall its content widget is against the content's height.
    func cardFields(_ index: Int) async -> [(String, ReaderEvent.Value)] {
        await messageFields([index]).first ?? []
    }

    /// ``cardFields(_:)`` of several cards, read in one pass on the GLib thread.
    ///
    /// Indices the column no longer has are left out: a placement logged while the window closes (the column
    /// emptied during this call's awaits) would otherwise read past the end of the cards.
    func messageFields(_ requested: [Int]) async -> [[(String, ReaderEvent.Value)]] {
        let cards = column.cards
        let indices = requested.filter(cards.indices.contains)
        let window = window
        let widgets = indices.map { (cards[$0].header, cards[$0].contentView.map { Widget($0.widget) }) }
        typealias Box = (x: Double, y: Double, width: Double, height: Double)
        let geometry = await Task { @GLibActor in
            widgets.map { header, widget -> ((x: Double, y: Double), Box?) in
                let top = window.position(of: header)
                guard let widget else { return (top, nil) }
                let origin = window.position(of: widget)
                return (top, (origin.x, origin.y, widget.width, widget.height))
            }
        }.value
        return zip(indices, geometry).map { index, place in
            let card = cards[index]
            var fields: [(String, ReaderEvent.Value)] = [
                ("index", .int(index)), ("title", .string(card.document.title)), ("open", .bool(card.isOpen)),
                ("live", .bool(card.isLive)), ("headerX", .number(place.0.x)), ("headerY", .number(place.0.y)),
            ]
            if let content = place.1 {
                fields += [
                    ("x", .number(content.x)), ("y", .number(content.y)), ("width", .int(Int(content.width))),
                    ("height", .int(Int(content.height))),
                    ("contentHeight", card.contentView?.displayedHeight.map(ReaderEvent.Value.number) ?? .null),
                ]
            }
            return fields
        }
    }
}
#endif
