import Logging

/// Sends the library's logs to standard error, so standard output carries only the report.
///
/// swift-log's default handler writes to standard output, which would break JSON Lines. Warnings and worse
/// only, unless `WEBCONTENT_LOG_LEVEL` asks for more (notices such as a recovered web process are expected
/// when a stuck document's engine is replaced).
enum RenderLogging {
    static func bootstrap(level: String?) {
        let logLevel = level.flatMap(Logger.Level.init(rawValue:)) ?? .warning
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = logLevel
            return handler
        }
    }
}
