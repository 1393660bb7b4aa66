// swift-tools-version:6.2
import PackageDescription

/// WebContentKit: untrusted HTML rendered in a real WebKit engine behind a VIPER content module.
///
/// Dependencies point one way: executables -> adapters -> core. The core knows no engine.

// MARK: - Settings every target shares

/// Swift 6 mode is the package's (`swiftLanguageModes`); these keep the code honest about existentials.
let sharedSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

/// Dependencies on targets that exist only in a Linux build (WebKitGTK's and what is built on it).
func linuxOnly(_ names: String...) -> [Target.Dependency] {
    names.map { .target(name: $0, condition: .when(platforms: [.linux])) }
}

// MARK: - Library targets

let core = Target.target(
    name: "WebContentCore",
    dependencies: [.product(name: "Logging", package: "swift-log")],
    resources: [.copy("Resources")],
    swiftSettings: sharedSwiftSettings
)

/// Mail input on top of the core: the bounded MIME reader, the WHATWG charsets (their index tables are its resources),
/// `cid:` parts and the remote-content trust decision.
///
/// Apps that render no mail do not link it.
let mail = Target.target(
    name: "WebContentMail",
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
    dependencies: ["WebContentCore", "ChildSpawn", .product(name: "Logging", package: "swift-log")]
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
    dependencies: ["WebContentCore"] + linuxOnly("WebContentGTK", "CWebKitGTK"),
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
    dependencies: ["WebContentCore"] + webKitShims,
    swiftSettings: sharedSwiftSettings
)

/// Test support: the trait that runs real-engine suites one at a time across test targets (GTK's and the WebKit
/// adapter's on the shim share the test process, its GLib thread and its web processes).
let realEngineSuites = Target.target(
    name: "RealEngineSuites", path: "Tests/Support/RealEngineSuites", swiftSettings: sharedSwiftSettings)

/// The fake engine, spies and one set of test bodies run against the fake and every real engine.
let conformance = Target.target(
    name: "WebContentConformance",
    dependencies: ["WebContentCore", "ChildSpawn"],
    resources: [.copy("Resources")],
    swiftSettings: sharedSwiftSettings
)

/// The loopback image origin (FlyingFox) of the remote-content tests and the benchmark; a module of its own, so
/// the conformance bodies the Apple tests compile need no server.
let loopback = Target.target(
    name: "WebContentLoopback",
    dependencies: ["WebContentConformance", .product(name: "FlyingFox", package: "FlyingFox")],
    swiftSettings: sharedSwiftSettings
)

// MARK: - Executables

let commandLine = Target.executableTarget(
    name: "webcontent",
    dependencies: [
        "WebContentCore",
        "WebContentMail",
        .target(name: "WebContentWebKit", condition: .when(platforms: [.macOS])),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
        // `webcontent serve`: the HTTP server, its graceful shutdown on SIGTERM, and its /metrics.
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Prometheus", package: "swift-prometheus"),
    ] + linuxOnly("WebContentGTK", "WebContentReader"),
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

let benchmark = Target.executableTarget(
    name: "webcontent-bench",
    dependencies: [
        "WebContentCore", "WebContentConformance", "WebContentLoopback",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ] + linuxOnly("WebContentGTK"),
    resources: [.copy("Resources")],
    swiftSettings: sharedSwiftSettings
)

// MARK: - Tests: one target per module

var testTargets: [Target] = [
    .testTarget(
        name: "WebContentCoreTests",
        dependencies: [
            "WebContentCore", "WebContentConformance",
            // The pending calls' deadlines on a clock the test advances.
            .product(name: "Clocks", package: "swift-clocks"),
        ],
        swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "WebContentMailTests", dependencies: ["WebContentMail", "WebContentCore", "WebContentConformance"],
        swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "WebContentReaderTests", dependencies: ["WebContentReader", "WebContentCore"],
        swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "WebContentLoopbackTests", dependencies: ["WebContentLoopback"], swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "WebContentWebKitTests",
        dependencies: ["WebContentWebKit", "WebContentConformance", "WebContentLoopback", "RealEngineSuites"]
            + webKitTestShims,
        swiftSettings: sharedSwiftSettings),
    .testTarget(
        name: "webcontentTests",
        dependencies: [
            "webcontent", "WebContentConformance", "WebContentLoopback",
            // The render queue's deadlines on a clock the test advances.
            .product(name: "Clocks", package: "swift-clocks"),
        ]
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
            "WebContentGTK", "WebContentCore", "WebContentMail", "WebContentConformance", "WebContentLoopback",
            "RealEngineSuites",
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
        .library(name: "WebContentMail", targets: ["WebContentMail"]),
        .library(name: "WebContentGTK", targets: ["WebContentGTK"]),
        .library(name: "WebContentReader", targets: ["WebContentReader"]),
        .library(name: "WebContentConformance", targets: ["WebContentConformance"]),
        .executable(name: "webcontent", targets: ["webcontent"]),
        .executable(name: "webcontent-bench", targets: ["webcontent-bench"]),
    ] + webKitProducts,
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` for the DocC catalog (CI builds it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The loopback HTTP servers of the real-engine tests (the remote-content tripwire) and the benchmark.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    ],
    targets: [
        core, childSpawn, mail, webKitGTKLibrary, gtkAdapter, reader, webKitAdapter, conformance, loopback, commandLine,
        readerExample, benchmark, realEngineSuites,
    ] + shimTargets + testTargets,
    swiftLanguageModes: [.v6]
)
