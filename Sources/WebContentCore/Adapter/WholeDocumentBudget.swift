/// How long an operation over the whole document may take in either adapter: a snapshot or a PDF of a long
/// manual (200,000 px tall) takes WebKit seconds to paint, far past a render step's timeout (the WebKit adapter
/// had the step's 5 s and timed out on a loaded machine where the GTK adapter had a minute).
package enum WholeDocumentBudget {
    /// A snapshot or a print: a minute, or the configuration's step timeout when that is longer.
    package static func timeout(stepTimeout: Duration) -> Duration { max(.seconds(60), stepTimeout) }
}
