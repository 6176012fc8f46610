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
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "IdentityServer", targets: ["IdentityServer"]),
        .executable(name: "sesame", targets: ["sesame"]),
    ],
    targets: [
        // MARK: Client side (no C)
        .target(name: "RxCore"),
        .target(name: "RxTesting", dependencies: ["RxCore"]),
        .target(name: "AuthModel"),

        // MARK: Server side (C allowed)
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "Storage", dependencies: ["CSQLite"]),
        // MARK: C libraries (server side only)
        .systemLibrary(
            name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        .systemLibrary(
            name: "CArgon2", pkgConfig: "libargon2", providers: [.apt(["libargon2-dev"]), .brew(["argon2"])]
        ),
        .systemLibrary(
            name: "CCrypt", pkgConfig: "libcrypt", providers: [.apt(["libcrypt-dev"]), .brew(["libxcrypt"])]
        ),

        // MARK: Server side
        .target(name: "AuthCrypto", dependencies: ["COpenSSL", "CArgon2", "CCrypt"]),

        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
        ),
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD"]),
        .target(
            name: "IdentityServer",
            dependencies: ["AuthModel", "Storage", "AuthCrypto", "HTTPServer", "COpenSSL"]
        ),
        .executableTarget(name: "sesame", dependencies: ["IdentityServer"]),

        // MARK: Tests
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "RxTestingTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "AuthModelTests", dependencies: ["AuthModel"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),
        .testTarget(name: "AuthCryptoTests", dependencies: ["AuthCrypto"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
        .testTarget(
            name: "IdentityServerTests",
            dependencies: ["IdentityServer", "AuthModel", "Storage", "AuthCrypto", "HTTPServer", "sesame"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
