// swift-tools-version:6.0
// Sesame: a login system — reactive core, reactors, login features, identity server, client, terminal app.
// Client-side modules (RxCore, RxTesting, RxReactor, AuthModel, AuthClient, LoginFeature) never depend on a C target.
import PackageDescription

let package = Package(
    name: "Sesame",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTesting", targets: ["RxTesting"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .executable(name: "rx-benchmarks", targets: ["rx-benchmarks"]),
    ],
    targets: [
        // MARK: Client side (no C)
        .target(name: "RxCore"),
        .target(name: "RxTesting", dependencies: ["RxCore"]),

        // MARK: Server side
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
        ),
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD"]),

        // MARK: Benchmarks
        .executableTarget(name: "rx-benchmarks", dependencies: ["RxCore"], path: "Benchmarks/rx-benchmarks"),

        // MARK: Tests
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "RxTestingTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
    ],
    swiftLanguageModes: [.v6]
)
