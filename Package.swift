// swift-tools-version:6.0
// Sesame: a login system — reactive core, reactors, login features, identity server, client, terminal app.
// Client-side modules (RxCore, RxTesting, RxReactor, AuthModel, AuthClient, LoginFeature) never depend on a C target.
import PackageDescription

let package = Package(
    name: "Sesame",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTesting", targets: ["RxTesting"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
    ],
    targets: [
        // MARK: Client side (no C)
        .target(name: "RxCore"),
        .target(name: "RxTesting", dependencies: ["RxCore"]),
        .target(name: "TerminalUI", dependencies: ["RxCore"]),
        .executableTarget(name: "TerminalUISmoke", dependencies: ["TerminalUI", "RxCore"]),

        // MARK: Tests
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "RxTestingTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(
            name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUISmoke", "RxCore", "RxTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
