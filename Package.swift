// swift-tools-version:6.2
import PackageDescription

/// WebContentKit: untrusted HTML rendered in a real WebKit engine behind a VIPER content module.
///
/// Dependencies point one way: executables -> adapters -> core. The core knows no engine.

// MARK: - Settings every target shares

/// Swift 6 mode is the package's (`swiftLanguageModes`); these keep the code honest about existentials.
let sharedSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// Dependencies on targets that exist only in a Linux build (WebKitGTK's and what is built on it).
func linuxOnly(_ names: String...) -> [Target.Dependency] {
    names.map { .target(name: $0, condition: .when(platforms: [.linux])) }
}

// MARK: - Packages from elsewhere

/// Each package the targets use from elsewhere, named once: where it is, the oldest version the code works with, and
/// the products the targets take from it.
///
/// The package's `dependencies` are made from this table, and the targets name its products with `external(_:)`.
let externalPackages: [(url: String, from: Version, products: [String])] = [
    ("https://github.com/apple/swift-log", "1.16.2", ["Logging"]),
    ("https://github.com/apple/swift-argument-parser", "1.8.2", ["ArgumentParser"]),
    // `swift package generate-documentation` for the DocC catalog (CI builds it).
    ("https://github.com/swiftlang/swift-docc-plugin", "1.5.0", []),
    // The loopback HTTP servers of the real-engine tests (the remote-content tripwire) and the benchmark.
    ("https://github.com/swhitty/FlyingFox", "0.27.1", ["FlyingFox"]),
    // `webcontent serve`: the HTTP server, its graceful shutdown on SIGTERM, and its /metrics.
    ("https://github.com/hummingbird-project/hummingbird", "2.28.1", ["Hummingbird", "HummingbirdCore"]),
    // The service's read deadline (a channel handler in Hummingbird's HTTP/1 pipeline) and its egress gates.
    ("https://github.com/apple/swift-nio", "2.101.0", ["NIOCore", "NIOPosix", "NIOHTTP1"]),
    ("https://github.com/apple/swift-nio-extras", "1.34.1", ["NIOHTTPTypes"]),
    ("https://github.com/apple/swift-http-types", "1.8.0", ["HTTPTypes"]),
    ("https://github.com/swift-server/swift-service-lifecycle", "2.13.0", ["ServiceLifecycle"]),
    ("https://github.com/swift-server/swift-prometheus", "2.4.1", ["Prometheus"]),
    // Deadlines on a clock the test advances: the core's pending calls, the command line's render queue.
    ("https://github.com/pointfreeco/swift-clocks", "1.1.1", ["Clocks"]),
]

/// Dependencies on products of `externalPackages`, by the product's name alone.
///
/// The table knows each product's package, whose name in SwiftPM is its URL's last part.
func external(_ products: String...) -> [Target.Dependency] {
    products.map { product in
        guard let package = externalPackages.first(where: { $0.products.contains(product) }) else {
            fatalError("\(product) is no product of externalPackages")
        }
        return .product(name: product, package: String(package.url.split(separator: "/").last!))
    }
}

// MARK: - Library targets

/// What a link is and whether it deceives, with no engine and no page.
///
/// The Public Suffix List, IDNA, the link-risk assessor, the tracking-parameter and redirector cleaner and the
/// tracker directory, with the lists they read as resources. The core reports and routes links with it; an app can
/// assess a link with it alone.
let links = Target.target(
    name: "WebContentLinks",
    resources: [.copy("Resources")],
    swiftSettings: sharedSwiftSettings
)

/// HTML source read and written as text, before any engine parses it.
///
/// Escaping (`HTMLText`), where a point of a source stands (in text, a tag, a comment, a script), and WordPress's
/// stored-post syntax written out as WordPress shows it (embedded addresses, media shortcodes). The classic-posts
/// feature rewrites a post with it; mail escapes its plain text with it; a server that stores posts can write them
/// out with it alone.
let markup = Target.target(
    name: "WebContentMarkup",
    swiftSettings: sharedSwiftSettings
)

let core = Target.target(
    name: "WebContentCore",
    dependencies: ["WebContentLinks"] + external("Logging"),
    resources: [.copy("Resources")],
    swiftSettings: sharedSwiftSettings
)

/// WordPress's classic posts as WordPress shows them: a page feature of its own, outside the core (its scripts,
/// steps and report), on top of WebContentMarkup's rewriting.
///
/// Apps that render no WordPress post do not link it; the CLI's `post` preset adds it.
let classicPosts = Target.target(
    name: "WebContentClassicPosts",
    dependencies: ["WebContentCore", "WebContentMarkup"],
    resources: [.copy("Resources")],
    swiftSettings: sharedSwiftSettings
)

/// Mail input on top of the core: the bounded MIME reader, the WHATWG charsets (their index tables are its resources),
/// `cid:` parts and the remote-content trust decision.
///
/// Apps that render no mail do not link it.
let mail = Target.target(
    name: "WebContentMail",
    dependencies: ["WebContentCore", "WebContentLinks", "WebContentMarkup"],
    resources: [.copy("Resources")],
    swiftSettings: sharedSwiftSettings
)

/// A page's life in an engine, engine-free: its loads and tickets, navigation decisions and replies, pending calls,
/// the served document, what it reported, snapshot and print geometry and the remote-content rule list; both adapters
/// translate their engine's callbacks to these and back.
///
/// `package`-visible: no product exposes it, and apps see only the core's roles.
let pageSession = Target.target(
    name: "WebContentPageSession",
    dependencies: ["WebContentCore"],
    resources: [.copy("Resources")],
    swiftSettings: sharedSwiftSettings
)

let webKitGTKLibrary = Target.systemLibrary(
    name: "CWebKitGTK",
    pkgConfig: "webkitgtk-6.0",
    providers: [.apt(["libwebkitgtk-6.0-dev"])]
)

/// `posix_spawn` as the package's own children need it (an empty signal mask, default actions), for the GTK adapter's
/// helper processes and the test kit's child processes; a module of its own, so the core stays free of platform
/// imports.
let childSpawn = Target.target(name: "ChildSpawn", swiftSettings: sharedSwiftSettings)

let gtkAdapter = Target.target(
    name: "WebContentGTK",
    dependencies: ["WebContentCore", "WebContentPageSession", "ChildSpawn"] + external("Logging")
        + linuxOnly("CWebKitGTK"),
    swiftSettings: sharedSwiftSettings
)

/// The reader's parts on top of the GTK adapter: the virtualised message column (engines only near the viewport,
/// heights cached, parking), the message card, the thread model, the panel and the window, over a small Swift layer of
/// the GTK calls it makes.
///
/// `webcontent view` and the example app use it.
let reader = Target.target(
    name: "WebContentReader",
    dependencies: ["WebContentCore", "WebContentLinks", "WebContentClassicPosts"]
        + linuxOnly("WebContentGTK", "CWebKitGTK"),
    swiftSettings: sharedSwiftSettings
)

/// On a Mac it compiles against Apple's WebKit. On Linux it compiles the same files against the test-only shim of
/// Apple's API over WebKitGTK (`Tests/Shim`, below), so its tests run on real WebKit web processes here: the
/// dependency is stated, never left to whichever `WebKit` module the build happened to make first (an undeclared
/// one would still flip `canImport(WebKit)`). No product carries it on Linux (see `products` below).
#if os(Linux)
let webKitShims: [Target.Dependency] = ["WebKit", "AppKit"]
/// Swift Testing's cross-import overlay for AppKit, empty: the tests import Testing and the shim's AppKit.
let webKitTestShims: [Target.Dependency] = webKitShims + ["_Testing_AppKit"]
#else
let webKitTestShims: [Target.Dependency] = []
let webKitShims: [Target.Dependency] = []
#endif
let webKitAdapter = Target.target(
    name: "WebContentWebKit",
    dependencies: ["WebContentCore", "WebContentPageSession"] + webKitShims,
    swiftSettings: sharedSwiftSettings
)

/// Test support: the trait that runs real-engine suites one at a time across test targets (GTK's and the WebKit
/// adapter's on the shim share the test process, its GLib thread and its web processes).
let realEngineSuites = Target.target(
    name: "RealEngineSuites", path: "Tests/Support/RealEngineSuites", swiftSettings: sharedSwiftSettings)

/// The fake engine, spies and one set of test bodies run against the fake and every real engine.
let conformance = Target.target(
    name: "WebContentConformance",
    dependencies: ["WebContentCore", "WebContentLinks", "WebContentPageSession", "ChildSpawn"],
    resources: [.copy("Resources")],
    swiftSettings: sharedSwiftSettings
)

/// The loopback image origin (FlyingFox) of the remote-content tests and the benchmark; a module of its own, so
/// the conformance bodies the Apple tests compile need no server.
let loopback = Target.target(
    name: "WebContentLoopback",
    dependencies: ["WebContentConformance"] + external("FlyingFox"),
    swiftSettings: sharedSwiftSettings
)

/// The seeded bridge fuzz (an in-page generator and its driver), shared by the GTK tests, which send a size CI
/// carries, and the benchmark's soak, which sends the large run; no product carries it.
let bridgeFuzz = Target.target(
    name: "BridgeFuzz",
    dependencies: ["WebContentCore", "WebContentPageSession"],
    resources: [.copy("Resources")],
    swiftSettings: sharedSwiftSettings
)

/// The service's egress filter: a loopback proxy per engine that resolves each host once, checks every address
/// against the special-purpose ranges and the operator's list, and connects only to the address it checked.
let egress = Target.target(
    name: "WebContentEgress",
    dependencies: external("NIOCore", "NIOPosix", "NIOHTTP1"),
    swiftSettings: sharedSwiftSettings
)

// MARK: - Executables

let commandLine = Target.executableTarget(
    name: "webcontent",
    dependencies: [
        "WebContentCore", "WebContentLinks", "WebContentMarkup", "WebContentClassicPosts",
        "WebContentMail",
        "WebContentEgress",
        .target(name: "WebContentWebKit", condition: .when(platforms: [.macOS])),
    ]
        + external(
            "ArgumentParser", "Logging", "Hummingbird", "HummingbirdCore", "HTTPTypes", "ServiceLifecycle",
            "Prometheus",
            "NIOCore", "NIOHTTPTypes")
        + linuxOnly("WebContentGTK", "WebContentReader"),
    swiftSettings: sharedSwiftSettings
)

/// The README's embedding example: an app of its own that puts a `MessageColumn` in its window (built, so the
/// README's code compiles).
let readerExample = Target.executableTarget(
    name: "reader-example",
    dependencies: ["WebContentCore"] + linuxOnly("WebContentGTK", "WebContentReader", "CWebKitGTK"),
    path: "Examples/ReaderExample",
    swiftSettings: sharedSwiftSettings
)

/// The documentation's other Swift samples (README.md, the DocC catalogs), built so that they compile:
/// tools/snippets/check.py holds every sample in the Markdown equal to its region here or in the tests.
let docExamples = Target.executableTarget(
    name: "doc-examples",
    dependencies: ["WebContentCore"] + linuxOnly("WebContentGTK", "WebContentReader", "WebContentMail", "CWebKitGTK"),
    path: "Examples/DocExamples",
    swiftSettings: sharedSwiftSettings
)

let benchmark = Target.executableTarget(
    name: "webcontent-bench",
    dependencies: ["WebContentCore", "WebContentConformance", "WebContentLoopback", "BridgeFuzz"]
        + external("ArgumentParser")
        + linuxOnly("WebContentGTK"),
    resources: [.copy("Resources")],
    swiftSettings: sharedSwiftSettings
)

// MARK: - Tests: one target per module

var testTargets: [Target] = [
    .testTarget(name: "WebContentLinksTests", dependencies: ["WebContentLinks"], swiftSettings: sharedSwiftSettings),
    .testTarget(name: "WebContentMarkupTests", dependencies: ["WebContentMarkup"], swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "WebContentClassicPostsTests",
        dependencies: ["WebContentClassicPosts", "WebContentCore", "WebContentConformance"],
        swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "WebContentCoreTests",
        // The pending calls' deadlines on a clock the test advances.
        dependencies: ["WebContentCore", "WebContentLinks", "WebContentConformance"] + external("Clocks"),
        swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "WebContentPageSessionTests",
        // The pending calls' deadlines on a clock the test advances.
        dependencies: ["WebContentPageSession", "WebContentCore", "WebContentConformance"] + external("Clocks"),
        swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "WebContentMailTests",
        dependencies: ["WebContentMail", "WebContentCore", "WebContentMarkup", "WebContentConformance"],
        swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "WebContentReaderTests", dependencies: ["WebContentReader", "WebContentCore"],
        swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "WebContentEgressTests", dependencies: ["WebContentEgress"] + external("NIOCore", "NIOPosix"),
        swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "WebContentLoopbackTests", dependencies: ["WebContentLoopback"], swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "WebContentWebKitTests",
        dependencies: [
            "WebContentWebKit", "WebContentPageSession", "WebContentConformance", "WebContentLoopback",
            "RealEngineSuites",
        ] + webKitTestShims,
        swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "webcontentTests",
        // The render queue's deadlines on a clock the test advances.
        dependencies: ["webcontent", "WebContentConformance", "WebContentLoopback", "WebContentMail"]
            + external("Clocks")
            // The process table (ProcessMemory), the witness the service tests count engines with.
            + linuxOnly("WebContentGTK"),
        // The DNS stub of the leak test, run inside the test's own network namespace.
        resources: [.copy("Resources")],
        swiftSettings: sharedSwiftSettings),
]

// Test support, Linux only: Apple's `WebKit` and `AppKit` API (the part the adapter uses, as
// tools/apple-sdk-stub declares it) implemented on WebKitGTK. Modules of these names exist only in a Linux build,
// and only the WebKit adapter's target and its tests depend on them: no product does (docs/APPLE.md).
#if os(Linux)
let shimTargets: [Target] = [
    .target(
        name: "AppKit", dependencies: ["CWebKitGTK"], path: "Tests/Shim/AppKit", swiftSettings: sharedSwiftSettings),
    .target(
        name: "WebKit", dependencies: ["AppKit", "WebContentGTK", "CWebKitGTK"], path: "Tests/Shim/WebKit",
        swiftSettings: sharedSwiftSettings),
    .target(name: "_Testing_AppKit", path: "Tests/Shim/TestingAppKit", swiftSettings: sharedSwiftSettings),
]
#else
let shimTargets: [Target] = []
#endif

// The WebKitGTK tests exist where WebKitGTK does: on a Mac the whole target is left out, instead of a guard in
// each of its files (the manifest is compiled for the machine that builds).
#if os(Linux)
testTargets.append(
    .testTarget(
        name: "WebContentGTKTests",
        dependencies: [
            "WebContentGTK", "WebContentCore", "WebContentLinks", "WebContentPageSession", "WebContentMail",
            "WebContentClassicPosts", "WebContentConformance",
            "WebContentLoopback", "RealEngineSuites", "BridgeFuzz",
        ],
        resources: [.copy("Resources")], swiftSettings: sharedSwiftSettings))
#endif

// MARK: - Package

/// The WKWebView adapter is a product where Apple's WebKit is. On Linux its target is built on the test-only shim
/// for its tests, so no product may carry it there (an app on Linux has no WKWebView to use).
#if os(Linux)
let webKitProducts: [Product] = []
#else
let webKitProducts: [Product] = [.library(name: "WebContentWebKit", targets: ["WebContentWebKit"])]
#endif

let package = Package(
    name: "WebContentKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "WebContentCore", targets: ["WebContentCore"]),
        .library(name: "WebContentLinks", targets: ["WebContentLinks"]),
        .library(name: "WebContentMarkup", targets: ["WebContentMarkup"]),
        .library(name: "WebContentClassicPosts", targets: ["WebContentClassicPosts"]),
        .library(name: "WebContentMail", targets: ["WebContentMail"]),
        .library(name: "WebContentGTK", targets: ["WebContentGTK"]),
        .library(name: "WebContentReader", targets: ["WebContentReader"]),
        .library(name: "WebContentConformance", targets: ["WebContentConformance"]),
        .executable(name: "webcontent", targets: ["webcontent"]),
        .executable(name: "webcontent-bench", targets: ["webcontent-bench"]),
    ] + webKitProducts,
    dependencies: externalPackages.map { .package(url: $0.url, from: $0.from) },
    targets: [
        links, markup, core, classicPosts, pageSession, childSpawn, mail, egress, webKitGTKLibrary, gtkAdapter, reader,
        webKitAdapter,
        conformance,
        loopback, bridgeFuzz, commandLine,
        readerExample, docExamples, benchmark, realEngineSuites,
    ] + shimTargets + testTargets,
    swiftLanguageModes: [.v6]
)
