import ArgumentParser

extension WebContentCommand {
    /// Every subcommand, in help order: add a new one here (each lives in its own file).
    static let subcommands: [any ParsableCommand.Type] = {
        var commands: [any ParsableCommand.Type] = [DecideCommand.self, RenderCommand.self, ServeCommand.self]
        #if os(Linux)
        commands.append(ViewCommand.self)  // a GTK window: WebKitGTK only
        #endif
        return commands
    }()
}
