/// What a person can ask of the reader window, from the header bar, the list, the keyboard or a panel.
enum ReaderAction: Sendable, Equatable {
    case selectThread(Int)
    case showRemoteContent
    case toggleTheme
    case textSmaller, textLarger
    case openFind
    case find(String)
    case findNext
    case printPDF
    /// The current message as plain text in the panel (a screen reader's fallback).
    case readAsText
    case closePanel
    case panelPrimary
    case closeWindow
}
