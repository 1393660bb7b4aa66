// swift-tools-version:6.2
import PackageDescription

/// WebContentKit: untrusted HTML rendered in a real WebKit engine behind a VIPER content module.
///
/// Dependencies point one way: executables -> adapters -> core. The core knows no engine.
let package = Package(
    name: "WebContentKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "WebContentCore", targets: ["WebContentCore"]),
        .library(name: "WebContentGTK", targets: ["WebContentGTK"]),
        .library(name: "WebContentWebKit", targets: ["WebContentWebKit"]),
        .library(name: "WebContentConformance", targets: ["WebContentConformance"]),
        .executable(name: "webcontent", targets: ["webcontent"]),
        .executable(name: "webcontent-bench", targets: ["webcontent-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "WebContentCore",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            resources: [.copy("Resources")]
        ),
        .systemLibrary(
            name: "CWebKitGTK",
            pkgConfig: "webkitgtk-6.0",
            providers: [.apt(["libwebkitgtk-6.0-dev"])]
        ),
        .target(
            name: "WebContentGTK",
            dependencies: [
                "WebContentCore",
                .target(name: "CWebKitGTK", condition: .when(platforms: [.linux])),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "WebContentWebKit",
            dependencies: ["WebContentCore"]
        ),
        // One set of test bodies, run against the fake engine and every real one.
        .target(
            name: "WebContentConformance",
            dependencies: ["WebContentCore"],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "webcontent",
            dependencies: [
                "WebContentCore",
                .target(name: "WebContentGTK", condition: .when(platforms: [.linux])),
                .target(name: "WebContentWebKit", condition: .when(platforms: [.macOS])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "webcontent-bench",
            dependencies: [
                "WebContentCore",
                "WebContentConformance",
                .target(name: "WebContentGTK", condition: .when(platforms: [.linux])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("Resources")]
        ),
        .testTarget(name: "WebContentCoreTests", dependencies: ["WebContentCore", "WebContentConformance"]),
        .testTarget(name: "WebContentWebKitTests", dependencies: ["WebContentWebKit", "WebContentConformance"]),
        .testTarget(name: "webcontentTests", dependencies: ["webcontent"]),
    ],
    swiftLanguageModes: [.v6]
)

// The WebKitGTK tests exist where WebKitGTK does: on a Mac the whole target is left out, instead of a guard in
// each of its files (the manifest is compiled for the machine that builds).
#if os(Linux)
package.targets.append(
    .testTarget(
        name: "WebContentGTKTests", dependencies: ["WebContentGTK", "WebContentCore", "WebContentConformance"],
        resources: [.copy("Resources")]))
#endif
