#if os(Linux)
import CWebKitGTK
import Foundation
import WebContentGTK

extension ReaderController {
    /// The thread is shown: every message's place, and the header bar's controls.
    func logReady(thread: Int) async {
        guard events.isActive else { return }
        await window.settle()
        let messages = await messageFields(Array(cards.indices)).map(OrderedJSON.object)
        let controls = await window.controlCentres().map { control in
            OrderedJSON.object([("name", .string(control.name)), ("x", .number(control.x)), ("y", .number(control.y))])
        }
        let column = await window.columnBounds()
        await events.log(
            "ready",
            [
                ("thread", .int(thread)), ("messages", .array(messages)), ("controls", .array(controls)),
                ("column", .object([("bottom", .number(column.bottom)), ("windowHeight", .number(column.window))])),
            ],
            window: window)
    }

    /// The open messages once GTK has laid out their new heights.
    func openFields() async -> [(String, OrderedJSON)] {
        guard events.isActive else { return [] }
        await window.settle()
        let messages = await messageFields(cards.indices.filter { cards[$0].isOpen })
        return [("messages", .array(messages.map(OrderedJSON.object)))]
    }

    /// Where a card is in the window and how tall its content widget is against the content's height.
    func cardFields(_ index: Int) async -> [(String, OrderedJSON)] {
        await messageFields([index])[0]
    }

    /// ``cardFields(_:)`` of several cards, read in one pass on the GLib thread.
    func messageFields(_ indices: [Int]) async -> [[(String, OrderedJSON)]] {
        let window = window
        let widgets = indices.map { (cards[$0].header, cards[$0].contentView?.widget) }
        typealias Box = (x: Double, y: Double, width: Int32, height: Int32)
        let geometry = await Task { @GLibActor in
            widgets.map { header, widget -> ((x: Double, y: Double), Box?) in
                let top = window.position(of: header.pointer)
                guard let widget else { return (top, nil) }
                let origin = window.position(of: widget.pointer)
                return (
                    top,
                    (origin.x, origin.y, gtk_widget_get_width(widget.pointer), gtk_widget_get_height(widget.pointer))
                )
            }
        }.value
        return zip(indices, geometry).map { index, place in
            let card = cards[index]
            var fields: [(String, OrderedJSON)] = [
                ("index", .int(index)), ("title", .string(card.document.title)), ("open", .bool(card.isOpen)),
                ("live", .bool(card.isLive)), ("headerX", .number(place.0.x)), ("headerY", .number(place.0.y)),
            ]
            if let content = place.1 {
                fields += [
                    ("x", .number(content.x)), ("y", .number(content.y)), ("width", .int(Int(content.width))),
                    ("height", .int(Int(content.height))),
                    ("contentHeight", card.contentView?.displayedHeight.map(OrderedJSON.number) ?? .null),
                ]
            }
            return fields
        }
    }
}
#endif
