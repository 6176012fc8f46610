import AuthModel
import Foundation

/// Everything `sesame serve` can be told. Every field has a default; `ServeOptions` fills it from
/// flags and `SESAME_*` environment variables.
public struct ServerConfiguration: Sendable {
    /// Numeric address to bind.
    public var host: String
    /// TCP port; 0 picks a free one.
    public var port: UInt16
    /// Where the SQLite database, the outbox and other state live.
    public var dataDirectory: String
    /// A `postgres://` URL: keep accounts, tokens, keys and rate limits in PostgreSQL (several
    /// instances may share it) instead of `<dataDirectory>/sesame.sqlite`. Nil uses SQLite.
    public var database: String?
    /// The PostgreSQL schema for Sesame's tables (created when missing); nil uses the search path.
    public var databaseSchema: String?
    /// PostgreSQL connections per instance; nil sizes the pool to `httpThreads + hashThreads`.
    public var databasePoolSize: Int?
    /// Seconds a request keeps retrying an unreachable PostgreSQL before it fails with 503.
    public var databaseWait: Int64
    /// The Firebase project id: `aud` of tokens, `iss` suffix, the `{project}` of admin paths.
    public var projectId: String
    /// API keys accepted from end users (`?key=` or `x-goog-api-key`). Ignored in emulator mode.
    public var apiKeys: [String]
    /// The secret admin callers present as `Authorization: Bearer <key>` (not in emulator mode).
    public var adminKey: String?
    /// Firebase-emulator compatibility: any API key, `Bearer owner`, the `/emulator/...` endpoints.
    public var emulator: Bool
    public var argon2MemoryKiB: UInt32
    public var argon2Iterations: UInt32
    public var argon2Parallelism: UInt32
    /// Threads of the password hashing pool.
    public var hashThreads: Int
    /// Hashing jobs allowed to wait before requests get 503.
    public var hashQueueLimit: Int
    /// libmicrohttpd worker threads.
    public var httpThreads: Int
    /// ID token lifetime, seconds.
    public var idTokenLifetime: Int64
    /// Absolute lifetime of a refresh-token family, seconds.
    public var refreshTokenLifetime: Int64
    /// How long a spent refresh token still yields its successor, seconds.
    public var refreshGrace: Int64
    /// How recent (seconds) a sign-in must be for an end user to change e-mail or password or delete the
    /// account; older ones get `CREDENTIAL_TOO_OLD_LOGIN_AGAIN`. 0 turns the check off; so does emulator mode.
    public var recentSignInWindow: Int64
    /// How long one signing key signs before the next takes over, seconds.
    public var keyRotationInterval: Int64
    public var rateLimits: RateLimitSettings
    /// Same answers for known and unknown e-mail addresses.
    public var enumerationProtection: Bool
    public var logLevel: LogLevel
    public var passwordPolicy: PasswordPolicy
    /// Longest wait for in-flight requests on SIGTERM, seconds.
    public var drainTimeout: Int64
    /// Expiry of password-reset codes, seconds.
    public var passwordResetCodeLifetime: Int64
    /// Expiry of e-mail verification codes, seconds.
    public var verifyEmailCodeLifetime: Int64
    /// Whether `sendOobCode` sends `EMAIL_SIGNIN` links and `signInWithEmailLink` accepts them
    /// (Firebase's "Email link (passwordless sign-in)"); off answers `OPERATION_NOT_ALLOWED`.
    public var emailLinkSignIn: Bool
    /// Expiry of e-mail sign-in links, seconds (Firebase's: 6 hours).
    public var emailSignInCodeLifetime: Int64
    /// OAuth client IDs Google ID tokens may be issued to (`aud`). Empty rejects every Google token.
    public var googleClientIds: [String]
    /// Apple services IDs and app bundle IDs Apple ID tokens may be issued to (`aud`).
    public var appleClientIds: [String]
    /// Where Google's token signing keys (JWKS) are fetched; never a URL from a token.
    public var googleJWKSURL: String
    /// Where Apple's token signing keys (JWKS) are fetched; never a URL from a token.
    public var appleJWKSURL: String
    /// Where a Google access token sent without an ID token is checked (OAuth 2 token info: `aud`,
    /// `sub`, expiry, e-mail); never a URL from a request.
    public var googleTokenInfoURL: String
    /// Where the name and picture of such an access token's user are fetched (OpenID Connect
    /// userinfo, `Authorization: Bearer`); nil skips that call.
    public var googleUserInfoURL: String?
    /// GitHub's REST API (`/applications/{client}/token`, `/user`, `/user/emails`), which checks
    /// `github.com` access tokens; never a URL from a request.
    public var githubAPIURL = ServerConfiguration.defaultGitHubAPIURL
    /// GitHub's OAuth pages (`/authorize` for `createAuthUri`, `/access_token` to exchange a code).
    public var githubOAuthURL = ServerConfiguration.defaultGitHubOAuthURL
    /// Facebook's Graph API (`/debug_token`, `/me`), which checks `facebook.com` access tokens.
    public var facebookGraphURL = ServerConfiguration.defaultFacebookGraphURL
    /// Where Microsoft's token signing keys (JWKS) are fetched, for `microsoft.com` ID tokens.
    public var microsoftJWKSURL = ServerConfiguration.defaultMicrosoftJWKSURL
    /// Microsoft's OAuth endpoints (`/authorize` for `createAuthUri`, `/token` to exchange a code).
    public var microsoftLoginURL = ServerConfiguration.defaultMicrosoftLoginURL
    /// Google's token endpoint, where the code of a `createAuthUri` redirect is exchanged.
    public var googleTokenURL = ServerConfiguration.defaultGoogleTokenURL
    /// The SMTP server outbox mail goes to; nil writes `<data-dir>/outbox.jsonl` instead.
    public var smtpServer: SMTPServerAddress?
    /// The `From:` of outbox mail, `Name <address>` or an address; the address is the envelope sender.
    public var smtpFrom: String
    /// The app's name in mail and SMS (`%APP_NAME%`); nil is the project id.
    public var appName: String? = nil
    /// Load balancers whose `X-Forwarded-For` names the client (for per-IP rate limits and logs).
    public var trustedProxies: TrustedProxies
    /// The origin people reach the server at (`https://auth.example.com`): the links in mail lead to
    /// its `/__/auth/action` page. Nil uses the listening address.
    public var publicURL: String?
    /// Hosts an action link's `continueUrl` may lead to (Firebase's authorized domains; `*.example.com`
    /// covers subdomains). The public URL's host is always one of them.
    public var authorizedDomains: [String]
    /// Phone-number sign-in: SMS delivery, app verification, test numbers.
    public var phone = PhoneSettings()
    /// Second factors (TOTP, SMS).
    public var multiFactor = MultiFactorSettings()
    /// Passkeys (WebAuthn): relying party id, origins, user verification, timeout.
    public var passkeys = PasskeySettings()
    /// The operator's blocking functions: the project config's `blockingFunctions` until an admin sets it.
    public var blockingFunctions = BlockingFunctionSettings()
    /// How long audit entries are kept, seconds (0: forever); maintenance prunes older ones.
    public var auditRetention: Int64 = 90 * 86_400

    public init(
        host: String = "127.0.0.1", port: UInt16 = 9099,
        dataDirectory: String = ServerConfiguration.defaultDataDirectory(),
        database: String? = nil, databaseSchema: String? = nil, databasePoolSize: Int? = nil,
        databaseWait: Int64 = 10,
        projectId: String = "sesame-local",
        apiKeys: [String] = [], adminKey: String? = nil, emulator: Bool = false,
        argon2MemoryKiB: UInt32 = 19_456, argon2Iterations: UInt32 = 2, argon2Parallelism: UInt32 = 1,
        hashThreads: Int = max(1, ProcessInfo.processInfo.activeProcessorCount),
        hashQueueLimit: Int = 256, httpThreads: Int = max(2, ProcessInfo.processInfo.activeProcessorCount),
        idTokenLifetime: Int64 = 3600, refreshTokenLifetime: Int64 = 30 * 86_400, refreshGrace: Int64 = 10,
        recentSignInWindow: Int64 = 300,
        keyRotationInterval: Int64 = 86_400, rateLimits: RateLimitSettings = RateLimitSettings(),
        enumerationProtection: Bool = true, logLevel: LogLevel = .info,
        passwordPolicy: PasswordPolicy = .firebaseDefault, drainTimeout: Int64 = 10,
        passwordResetCodeLifetime: Int64 = 3600, verifyEmailCodeLifetime: Int64 = 3 * 86_400,
        emailLinkSignIn: Bool = true, emailSignInCodeLifetime: Int64 = 6 * 3600,
        googleClientIds: [String] = [], appleClientIds: [String] = [],
        googleJWKSURL: String = ServerConfiguration.defaultGoogleJWKSURL,
        appleJWKSURL: String = ServerConfiguration.defaultAppleJWKSURL,
        googleTokenInfoURL: String = ServerConfiguration.defaultGoogleTokenInfoURL,
        googleUserInfoURL: String? = ServerConfiguration.defaultGoogleUserInfoURL,
        smtpServer: SMTPServerAddress? = nil, smtpFrom: String = "sesame@localhost",
        trustedProxies: TrustedProxies = TrustedProxies(), publicURL: String? = nil,
        authorizedDomains: [String] = ["localhost"]
    ) {
        self.host = host
        self.port = port
        self.dataDirectory = dataDirectory
        self.database = database
        self.databaseSchema = databaseSchema
        self.databasePoolSize = databasePoolSize
        self.databaseWait = databaseWait
        self.projectId = projectId
        self.apiKeys = apiKeys
        self.adminKey = adminKey
        self.emulator = emulator
        self.argon2MemoryKiB = argon2MemoryKiB
        self.argon2Iterations = argon2Iterations
        self.argon2Parallelism = argon2Parallelism
        self.hashThreads = hashThreads
        self.hashQueueLimit = hashQueueLimit
        self.httpThreads = httpThreads
        self.idTokenLifetime = idTokenLifetime
        self.refreshTokenLifetime = refreshTokenLifetime
        self.refreshGrace = refreshGrace
        self.recentSignInWindow = recentSignInWindow
        self.keyRotationInterval = keyRotationInterval
        self.rateLimits = rateLimits
        self.enumerationProtection = enumerationProtection
        self.logLevel = logLevel
        self.passwordPolicy = passwordPolicy
        self.drainTimeout = drainTimeout
        self.passwordResetCodeLifetime = passwordResetCodeLifetime
        self.verifyEmailCodeLifetime = verifyEmailCodeLifetime
        self.emailLinkSignIn = emailLinkSignIn
        self.emailSignInCodeLifetime = emailSignInCodeLifetime
        self.googleClientIds = googleClientIds
        self.appleClientIds = appleClientIds
        self.googleJWKSURL = googleJWKSURL
        self.appleJWKSURL = appleJWKSURL
        self.googleTokenInfoURL = googleTokenInfoURL
        self.googleUserInfoURL = googleUserInfoURL
        self.smtpServer = smtpServer
        self.smtpFrom = smtpFrom
        self.trustedProxies = trustedProxies
        self.publicURL = publicURL
        self.authorizedDomains = authorizedDomains
    }

    public static let defaultGoogleJWKSURL = "https://www.googleapis.com/oauth2/v3/certs"
    public static let defaultAppleJWKSURL = "https://appleid.apple.com/auth/keys"
    public static let defaultGoogleTokenInfoURL = "https://oauth2.googleapis.com/tokeninfo"
    public static let defaultGoogleUserInfoURL = "https://openidconnect.googleapis.com/v1/userinfo"
    public static let defaultGitHubAPIURL = "https://api.github.com"
    public static let defaultGitHubOAuthURL = "https://github.com/login/oauth"
    public static let defaultFacebookGraphURL = "https://graph.facebook.com/v19.0"
    public static let defaultMicrosoftJWKSURL = "https://login.microsoftonline.com/common/discovery/v2.0/keys"
    public static let defaultMicrosoftLoginURL = "https://login.microsoftonline.com/common/oauth2/v2.0"
    public static let defaultGoogleTokenURL = "https://oauth2.googleapis.com/token"

    /// `$XDG_DATA_HOME/sesame`, else `~/.local/share/sesame`.
    public static func defaultDataDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return xdg + "/sesame" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/share/sesame"
    }

    /// The authorized domains with the public URL's host (`GET v1/projects`, the action page's continue links).
    public var allAuthorizedDomains: [String] {
        var domains = authorizedDomains
        if let publicURL, let host = URL(string: publicURL)?.host?.lowercased(), !domains.contains(host) {
            domains.append(host)
        }
        return domains
    }

    /// The app's name in mail and SMS: `appName`, else the project id.
    public var appDisplayName: String { appName ?? projectId }

    /// The `iss` of ID tokens.
    public var tokenIssuer: String { "https://securetoken.google.com/\(projectId)" }
    /// The `iss` of session cookies.
    public var sessionCookieIssuer: String { "https://session.firebase.google.com/\(projectId)" }
}
