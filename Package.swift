// swift-tools-version:6.0
// Sesame: a login system — reactive core, reactors, login features, identity server, client, terminal app.
// Client-side modules (RxCore, RxTesting, RxBlocking, RxReactor, AuthModel, AuthClient, LoginFeature) never depend on a C target.
import PackageDescription

let package = Package(
    name: "Sesame",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTesting", targets: ["RxTesting"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "QRCode", targets: ["QRCode"]),
        .library(name: "AuthModel", targets: ["AuthModel"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "PostgresStorage", targets: ["PostgresStorage"]),
        .library(name: "AuthCrypto", targets: ["AuthCrypto"]),
        .library(name: "RxReactor", targets: ["RxReactor"]),
        .executable(name: "rx-benchmarks", targets: ["rx-benchmarks"]),
        .library(name: "AuthClient", targets: ["AuthClient"]),
        .library(name: "LoginFeature", targets: ["LoginFeature"]),
        .library(name: "LoginTUI", targets: ["LoginTUI"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "WebPages", targets: ["WebPages"]),
        .library(name: "IdentityServer", targets: ["IdentityServer"]),
        .executable(name: "sesame", targets: ["sesame"]),
        .executable(name: "argon2-timer", targets: ["argon2-timer"]),
        .executable(name: "rs256-timer", targets: ["rs256-timer"]),
        .executable(name: "lookup-timer", targets: ["lookup-timer"]),
    ],
    targets: [
        // MARK: Client side (no C)
        .target(name: "RxCore"),
        .target(name: "RxTesting", dependencies: ["RxCore"]),
        .target(name: "RxBlocking", dependencies: ["RxCore"]),
        .target(name: "TerminalUI", dependencies: ["RxCore"]),
        // QR codes (ISO/IEC 18004 byte mode) drawn as text, for TOTP secrets in the terminal.
        .target(name: "QRCode"),
        .executableTarget(name: "TerminalUISmoke", dependencies: ["TerminalUI", "RxCore"]),
        .target(name: "AuthModel"),
        .target(name: "RxReactor", dependencies: ["RxCore"]),
        .target(name: "AuthClient", dependencies: ["RxCore", "AuthModel"]),
        .target(name: "LoginFeature", dependencies: ["RxCore", "RxReactor", "AuthModel", "AuthClient"]),
        .target(
            name: "LoginTUI",
            dependencies: [
                "TerminalUI", "LoginFeature", "AuthClient", "AuthModel", "RxCore", "RxReactor", "QRCode",
            ]),

        // MARK: Server side (C allowed)
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "Storage", dependencies: ["CSQLite"]),
        .systemLibrary(
            name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"]), .brew(["libpq"])]),
        .target(name: "PostgresStorage", dependencies: ["Storage", "CLibPQ"]),
        .systemLibrary(
            name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .systemLibrary(
            name: "CArgon2", pkgConfig: "libargon2", providers: [.apt(["libargon2-dev"]), .brew(["argon2"])]),
        .systemLibrary(
            name: "CCrypt", pkgConfig: "libcrypt", providers: [.apt(["libcrypt-dev"]), .brew(["libxcrypt"])]),
        .target(name: "AuthCrypto", dependencies: ["COpenSSL", "CArgon2", "CCrypt"]),
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // XML signatures of SAML responses (libxmlsec1 with its OpenSSL back end, over libxml2).
        .systemLibrary(
            name: "CXMLSec", pkgConfig: "xmlsec1-openssl",
            providers: [.apt(["libxmlsec1-dev", "libxml2-dev"]), .brew(["libxmlsec1"])]),
        // Raw DEFLATE for SAML's HTTP-Redirect binding.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD"]),
        // The pages people open in a browser (e-mail action page, admin console); they reach accounts
        // only through the server's JSON API.
        .target(name: "WebPages", dependencies: ["HTTPServer", "AuthModel", "AuthCrypto", "LoginFeature"]),
        .target(
            name: "IdentityServer",
            dependencies: [
                "AuthModel", "Storage", "PostgresStorage", "AuthCrypto", "HTTPServer", "CCurl", "WebPages",
                "CXMLSec", "CZlib",
            ]),

        // MARK: The executable
        .executableTarget(
            name: "sesame",
            dependencies: [
                "IdentityServer", "HTTPServer", "Storage", "AuthClient", "AuthModel", "RxCore", "TerminalUI",
                "LoginTUI", "QRCode",
            ]),

        // MARK: Benchmarks
        .systemLibrary(name: "CMalloc"),
        .executableTarget(
            name: "rx-benchmarks", dependencies: ["RxCore", "CMalloc"], path: "Benchmarks/rx-benchmarks"),
        .executableTarget(
            name: "argon2-timer", dependencies: ["AuthCrypto", "IdentityServer"],
            path: "Benchmarks/argon2-timer"),
        .executableTarget(name: "rs256-timer", dependencies: ["AuthCrypto"], path: "Benchmarks/rs256-timer"),
        .executableTarget(
            name: "lookup-timer", dependencies: ["IdentityServer", "HTTPServer", "AuthCrypto"],
            path: "Benchmarks/lookup-timer"),

        // MARK: Tests
        // Test support only (never a dependency of a product): where the server suites' servers keep
        // their state, SQLite or (SESAME_TEST_SERVER_DATABASE=1) PostgreSQL; a software WebAuthn
        // authenticator for the server's and the client's passkey tests.
        .target(
            name: "ServerTestSupport", dependencies: ["IdentityServer", "Storage", "PostgresStorage", "AuthCrypto"],
            path: "Tests/ServerTestSupport"),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "RxTestingTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "RxBlockingTests", dependencies: ["RxBlocking", "RxCore", "RxTesting"]),
        .testTarget(
            name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUISmoke", "RxCore", "RxTesting"]),
        .testTarget(name: "AuthModelTests", dependencies: ["AuthModel"]),
        .testTarget(name: "QRCodeTests", dependencies: ["QRCode"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "PostgresStorage"]),
        .testTarget(name: "AuthCryptoTests", dependencies: ["AuthCrypto"]),
        .testTarget(name: "RxReactorTests", dependencies: ["RxReactor", "RxCore", "RxTesting"]),
        .testTarget(name: "AuthClientTests", dependencies: ["AuthClient", "AuthModel", "RxCore"]),
        .testTarget(
            name: "LoginFeatureTests",
            dependencies: ["LoginFeature", "RxCore", "RxReactor", "RxTesting", "AuthModel", "AuthClient"]),
        .testTarget(
            name: "LoginTUITests",
            dependencies: ["LoginTUI", "TerminalUI", "LoginFeature", "AuthClient", "AuthModel", "RxCore"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
        .testTarget(
            name: "WebPagesTests",
            dependencies: ["WebPages", "HTTPServer", "AuthModel", "AuthCrypto", "LoginFeature"]),
        .testTarget(
            name: "IdentityServerTests",
            dependencies: [
                "IdentityServer", "AuthModel", "Storage", "PostgresStorage", "AuthCrypto", "HTTPServer",
                "sesame",
                "ServerTestSupport",
            ]
        ),
        // End-to-end: AuthClient against the `sesame` binary (built as a dependency) on loopback.
        .testTarget(
            name: "AuthClientEndToEndTests",
            dependencies: [
                "AuthClient", "AuthModel", "RxCore", "sesame", "AuthCrypto", "HTTPServer",
                "ServerTestSupport", "IdentityServer",
            ]),
        .testTarget(
            name: "SesameCommandTests",
            dependencies: [
                "sesame", "AuthModel", "AuthCrypto", "IdentityServer", "HTTPServer", "ServerTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
