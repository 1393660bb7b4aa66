/// What the soak and fault run found; encoded under "soak" in the JSON.
struct SoakResults: Sendable, Encodable {
    /// Many renders in one engine, with total RSS sampled.
    struct Renders: Sendable, Encodable {
        var renders = 0
        var failures = 0
        /// (renders so far, app + WebKit processes MiB).
        var samples: [[Double]] = []
        var warmUpRenders = 0
        var rssAtWarmUpMiB = 0.0
        var rssAtEndMiB = 0.0
        var growthPercent = 0.0
        var goal = "growth after warm-up < 10%"
        var met = false
    }

    /// Web-process kills during renders, each followed by the module's recovery.
    struct Kills: Sendable, Encodable {
        var kills = 0
        /// Kills that landed before the render had finished.
        var landedMidRender = 0
        /// Renders that finished after the kill with the same height as an undisturbed render.
        var survivedSameHeight = 0
        var failed = 0
        var differentHeight = 0
        var hung = 0
        var firstProblem: String?
        var met = false
    }

    /// A step that never answers.
    struct Timeout: Sendable, Encodable {
        var step = "debug.wait"
        var stepTimeoutMs = 500.0
        var askedToWaitMs = 60000.0
        var elapsedMs = 0.0
        var rendered = false
        var stepFailure: String?
        var heightMeasured = 0.0
        var hung = false
        var met = false
    }

    /// The bridge fuzz's large run: how many of each part settled, and whether the bridge answered after.
    struct Fuzz: Sendable, Encodable {
        var raw = 0
        var sends = 0
        var calls = 0
        var rawSettled = 0
        var rawAnswered = 0
        var sendsSettled = 0
        var goodEchoed = 0
        var callsSettled = 0
        var callsRejected = 0
        var bridgeAnswersAfter = false
        var elapsedMs = 0.0
        var error: String?
        var met = false
    }

    /// A pathological document and what became of it.
    struct Document: Sendable, Encodable {
        var name: String
        var bytes: Int
        var outcome = ""
        var elapsedMs = 0.0
        var height: Double?
        var removedElements: Int?
        var stepFailures: [String] = []
        var error: String?
        var webProcessesAfter = 0
    }

    var renders = Renders()
    var kills = Kills()
    var timeout = Timeout()
    var fuzz = Fuzz()
    var documents: [Document] = []
    var settings: [String: String] = [:]
}
