import AuthModel
import HTTPServer

/// What the pages need to know about the server they are part of.
public struct WebPagesSettings: Sendable {
    public var projectId: String
    public var emulator: Bool
    /// `https://auth.example.com`, or nil when people reach the server at its listening address.
    public var publicURL: String?
    /// Hosts a `continueUrl` may lead to (with the public URL's host).
    public var authorizedDomains: [String]
    /// The password policy the server enforces; the reset form shows it.
    public var passwordPolicy: PasswordPolicy
    /// The configured admin key; the console presents it to the admin API after an operator signed in
    /// with it. In emulator mode `owner` serves when none is set. Nil outside emulator mode: no console.
    public var adminKey: String?
    /// How long a console session lasts, seconds.
    public var consoleSessionSeconds: Int64

    public init(
        projectId: String, emulator: Bool, publicURL: String?, authorizedDomains: [String],
        passwordPolicy: PasswordPolicy, adminKey: String?, consoleSessionSeconds: Int64 = 8 * 3600
    ) {
        self.projectId = projectId
        self.emulator = emulator
        self.publicURL = publicURL
        self.authorizedDomains = authorizedDomains
        self.passwordPolicy = passwordPolicy
        self.adminKey = adminKey
        self.consoleSessionSeconds = consoleSessionSeconds
    }

    /// The bearer the console uses for admin calls, or nil when the console is off.
    var consoleBearer: String? {
        if let adminKey, !adminKey.isEmpty { return adminKey }
        return emulator ? "owner" : nil
    }

    /// Cookies get `Secure` when people use https.
    var secureCookies: Bool { publicURL?.lowercased().hasPrefix("https://") == true }

    var continueLinks: ContinueLink { ContinueLink(authorizedDomains: authorizedDomains) }
}

/// What the pages use of the server around them.
public struct WebPagesServices: Sendable {
    /// The server's JSON API (its responder: routing, authorization, handlers).
    public var api: @Sendable (HTTPRequest) async -> HTTPResponse
    /// Unix milliseconds (the server's clock).
    public var now: @Sendable () -> Int64
    /// Counts one console sign-in attempt from the request's client; false once it is over the limit.
    public var allowConsoleSignIn: @Sendable (HTTPRequest) -> Bool
    /// Told of console sign-ins, refusals and sign-outs (the server's audit log).
    public var consoleEvent: @Sendable (ConsoleEvent, HTTPRequest) -> Void

    public init(
        api: @escaping @Sendable (HTTPRequest) async -> HTTPResponse, now: @escaping @Sendable () -> Int64,
        allowConsoleSignIn: @escaping @Sendable (HTTPRequest) -> Bool,
        consoleEvent: @escaping @Sendable (ConsoleEvent, HTTPRequest) -> Void = { _, _ in }
    ) {
        self.api = api
        self.now = now
        self.allowConsoleSignIn = allowConsoleSignIn
        self.consoleEvent = consoleEvent
    }
}
