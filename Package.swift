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
        .library(name: "AuthModel", targets: ["AuthModel"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "AuthCrypto", targets: ["AuthCrypto"]),
        .library(name: "RxReactor", targets: ["RxReactor"]),
        .executable(name: "rx-benchmarks", targets: ["rx-benchmarks"]),
        .library(name: "AuthClient", targets: ["AuthClient"]),
        .library(name: "LoginFeature", targets: ["LoginFeature"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "IdentityServer", targets: ["IdentityServer"]),
        .executable(name: "sesame", targets: ["sesame"]),
        .executable(name: "argon2-timer", targets: ["argon2-timer"]),
    ],
    targets: [
        // MARK: Client side (no C)
        .target(name: "RxCore"),
        .target(name: "RxTesting", dependencies: ["RxCore"]),
        .target(name: "AuthModel"),
        .target(name: "RxReactor", dependencies: ["RxCore"]),
        .target(name: "AuthClient", dependencies: ["RxCore", "AuthModel"]),
        .target(name: "LoginFeature", dependencies: ["RxCore", "RxReactor", "AuthModel", "AuthClient"]),

        // MARK: Server side (C allowed)
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "Storage", dependencies: ["CSQLite"]),
        .systemLibrary(name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .systemLibrary(name: "CArgon2", pkgConfig: "libargon2", providers: [.apt(["libargon2-dev"]), .brew(["argon2"])]),
        .systemLibrary(name: "CCrypt", pkgConfig: "libcrypt", providers: [.apt(["libcrypt-dev"]), .brew(["libxcrypt"])]),
        .target(name: "AuthCrypto", dependencies: ["COpenSSL", "CArgon2", "CCrypt"]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD"]),
        .target(name: "IdentityServer", dependencies: ["AuthModel", "Storage", "AuthCrypto", "HTTPServer"]),
        .executableTarget(name: "sesame", dependencies: ["IdentityServer"]),

        // MARK: Benchmarks
        .systemLibrary(name: "CMalloc"),
        .executableTarget(name: "rx-benchmarks", dependencies: ["RxCore", "CMalloc"], path: "Benchmarks/rx-benchmarks"),
        .executableTarget(
            name: "argon2-timer", dependencies: ["AuthCrypto", "IdentityServer"], path: "Benchmarks/argon2-timer"),

        // MARK: Tests
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "RxTestingTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "AuthModelTests", dependencies: ["AuthModel"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),
        .testTarget(name: "AuthCryptoTests", dependencies: ["AuthCrypto"]),
        .testTarget(name: "RxReactorTests", dependencies: ["RxReactor", "RxCore", "RxTesting"]),
        .testTarget(name: "AuthClientTests", dependencies: ["AuthClient", "AuthModel", "RxCore"]),
        .testTarget(
            name: "LoginFeatureTests",
            dependencies: ["LoginFeature", "RxCore", "RxReactor", "RxTesting", "AuthModel", "AuthClient"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
        .testTarget(
            name: "IdentityServerTests",
            dependencies: ["IdentityServer", "AuthModel", "Storage", "AuthCrypto", "HTTPServer", "sesame"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
