import AuthModel
import Foundation

/// The table of `sesame serve` options. Keep flag names stable: scripts and test suites use them.
public enum ServeOptions {
    public static let all: [ServeOption] = [
        ServeOption("host", "ADDRESS", "numeric address to bind (default 127.0.0.1)") { $0.host = $1 },
        ServeOption("port", "PORT", "TCP port, 0 for any free port (default 9099)") {
            $0.port = try number($1, "--port", in: 0...65_535).narrowed()
        },
        ServeOption(
            "data-dir", "PATH", "state directory (default $XDG_DATA_HOME/sesame or ~/.local/share/sesame)"
        ) {
            $0.dataDirectory = $1
        },
        ServeOption("database", "URL", "postgres://user@host:port/db: PostgreSQL instead of SQLite") {
            $0.database = $1.isEmpty ? nil : $1
        },
        ServeOption(
            "database-schema", "NAME", "PostgreSQL schema for Sesame's tables (default: the search path)"
        ) {
            $0.databaseSchema = $1.isEmpty ? nil : $1
        },
        ServeOption(
            "database-pool", "N", "PostgreSQL connections per instance (default: HTTP + hash threads)"
        ) {
            $0.databasePoolSize = Int(try number($1, "--database-pool", in: 1...1_000))
        },
        ServeOption(
            "database-wait", "SECONDS",
            "retry an unreachable PostgreSQL this long, then answer 503 (default 10)"
        ) {
            $0.databaseWait = try number($1, "--database-wait", in: 0...600)
        },
        ServeOption(
            "project-id", "ID", "Firebase project id for tokens and admin paths (default sesame-local)"
        ) {
            $0.projectId = $1
        },
        ServeOption(
            "api-key", "KEY", "accepted API key; repeatable; required unless --emulator", repeatable: true
        ) {
            config, value in
            config.apiKeys += value.split(separator: ",").map(String.init).filter { !$0.isEmpty }
        },
        ServeOption("admin-key", "SECRET", "bearer secret for the admin API (emulator mode: 'owner')") {
            $0.adminKey = $1
        },
        ServeOption("emulator", nil, "Firebase emulator mode: any API key, Bearer owner, /emulator endpoints")
        {
            $0.emulator = try boolean($1, "--emulator")
        },
        ServeOption("argon2-memory-kib", "KIB", "argon2id memory cost in KiB (default 19456)") {
            $0.argon2MemoryKiB = try number($1, "--argon2-memory-kib", in: 8...4_194_304).narrowed()
        },
        ServeOption("argon2-iterations", "N", "argon2id passes (default 2)") {
            $0.argon2Iterations = try number($1, "--argon2-iterations", in: 1...100).narrowed()
        },
        ServeOption("argon2-parallelism", "N", "argon2id lanes (default 1)") {
            $0.argon2Parallelism = try number($1, "--argon2-parallelism", in: 1...64).narrowed()
        },
        ServeOption("hash-threads", "N", "password hashing threads (default: cores)") {
            $0.hashThreads = Int(try number($1, "--hash-threads", in: 1...256))
        },
        ServeOption("http-threads", "N", "HTTP worker threads (default: cores, at least 2)") {
            $0.httpThreads = Int(try number($1, "--http-threads", in: 1...256))
        },
        ServeOption("id-token-lifetime", "DURATION", "ID token lifetime, e.g. 3600 or 1h (default 1h)") {
            $0.idTokenLifetime = try duration($1, "--id-token-lifetime", in: 60...86_400)
        },
        ServeOption("refresh-token-lifetime", "DURATION", "absolute refresh-token lifetime (default 30d)") {
            $0.refreshTokenLifetime = try duration($1, "--refresh-token-lifetime", in: 60...(3650 * 86_400))
        },
        ServeOption("refresh-grace", "DURATION", "replay grace for a spent refresh token (default 10s)") {
            $0.refreshGrace = try duration($1, "--refresh-grace", in: 0...3600)
        },
        ServeOption(
            "recent-sign-in-window", "DURATION",
            "how recent a sign-in must be to change e-mail/password or delete the account (default 5m; 0: off)"
        ) {
            $0.recentSignInWindow = try duration($1, "--recent-sign-in-window", in: 0...(365 * 86_400))
        },
        ServeOption("key-rotation-interval", "DURATION", "how long each signing key signs (default 1d)") {
            $0.keyRotationInterval = try duration($1, "--key-rotation-interval", in: 60...(365 * 86_400))
        },
        ServeOption("rate-limit-window", "DURATION", "fixed rate-limit window (default 60s)") {
            $0.rateLimits.windowSeconds = try duration($1, "--rate-limit-window", in: 1...86_400)
        },
        ServeOption("sign-in-ip-limit", "N", "sign-in attempts per IP and window (default 60)") {
            $0.rateLimits.signInPerIP = Int(try number($1, "--sign-in-ip-limit", in: 1...1_000_000))
        },
        ServeOption("sign-in-account-limit", "N", "sign-in attempts per account and window (default 10)") {
            $0.rateLimits.signInPerAccount = Int(try number($1, "--sign-in-account-limit", in: 1...1_000_000))
        },
        ServeOption(
            "sign-in-account-ip-limit", "N",
            "sign-in attempts per account from one address and window (default 5)"
        ) {
            $0.rateLimits.signInPerAccountAndIP = Int(
                try number($1, "--sign-in-account-ip-limit", in: 1...1_000_000))
        },
        ServeOption("sign-up-ip-limit", "N", "sign-ups per IP and window (default 30)") {
            $0.rateLimits.signUpPerIP = Int(try number($1, "--sign-up-ip-limit", in: 1...1_000_000))
        },
        ServeOption("oob-ip-limit", "N", "sendOobCode calls per IP and window (default 20)") {
            $0.rateLimits.oobPerIP = Int(try number($1, "--oob-ip-limit", in: 1...1_000_000))
        },
        ServeOption("oob-account-limit", "N", "sendOobCode calls per e-mail and window (default 5)") {
            $0.rateLimits.oobPerAccount = Int(try number($1, "--oob-account-limit", in: 1...1_000_000))
        },
        ServeOption("no-rate-limits", nil, "turn every rate limit off (benchmarks)") {
            $0.rateLimits.enabled = !(try boolean($1, "--no-rate-limits"))
        },
        ServeOption(
            "enumeration-protection", "on|off", "same answers for known and unknown e-mails (default on)"
        ) {
            switch $1.lowercased() {
            case "on", "true", "1": $0.enumerationProtection = true
            case "off", "false", "0": $0.enumerationProtection = false
            default: throw ConfigurationError.invalidValue("--enumeration-protection", expected: "on or off")
            }
        },
        ServeOption("password-min-length", "N", "shortest accepted password (default 6)") {
            $0.passwordPolicy.minimumLength = Int(try number($1, "--password-min-length", in: 1...4096))
        },
        ServeOption("log-level", "LEVEL", "debug, info, warning or error (default info)") {
            guard let level = LogLevel(name: $1) else {
                throw ConfigurationError.invalidValue(
                    "--log-level", expected: "debug, info, warning or error")
            }
            $0.logLevel = level
        },
        ServeOption("smtp-url", "URL", "mail the outbox to smtp://HOST[:PORT] (default: outbox.jsonl file)") {
            guard let address = SMTPServerAddress(url: $1) else {
                throw ConfigurationError.invalidValue("--smtp-url", expected: "smtp://HOST[:PORT]")
            }
            $0.smtpServer = address
        },
        ServeOption(
            "smtp-from", "MAILBOX", "sender of outbox mail: ADDRESS or 'NAME <ADDRESS>' (sesame@localhost)"
        ) {
            guard MailAddress(parsing: $1) != nil else {
                throw ConfigurationError.invalidValue(
                    "--smtp-from", expected: "an e-mail address or Name <address>")
            }
            $0.smtpFrom = $1
        },
        ServeOption("app-name", "NAME", "the name mail and SMS give the app (default: the project id)") {
            $0.appName = $1.isEmpty ? nil : $1
        },
        ServeOption(
            "google-client-id", "ID", "OAuth client ID Google ID tokens may name as aud; repeatable",
            repeatable: true
        ) {
            $0.googleClientIds += list($1)
        },
        ServeOption(
            "apple-client-id", "ID", "Apple services ID or bundle ID tokens may name as aud; repeatable",
            repeatable: true
        ) {
            $0.appleClientIds += list($1)
        },
        ServeOption(
            "trusted-proxy", "ADDR",
            "load balancer (address or CIDR) whose X-Forwarded-For names the client; repeatable",
            repeatable: true
        ) { configuration, value in
            for specification in list(value) { try configuration.trustedProxies.add(specification) }
        },
        ServeOption(
            "google-jwks-url", "URL", "Google's signing keys (default googleapis.com/oauth2/v3/certs)"
        ) {
            $0.googleJWKSURL = try url($1, "--google-jwks-url")
        },
        ServeOption("apple-jwks-url", "URL", "Apple's signing keys (default appleid.apple.com/auth/keys)") {
            $0.appleJWKSURL = try url($1, "--apple-jwks-url")
        },
        ServeOption(
            "google-tokeninfo-url", "URL",
            "checks Google access tokens sent without an ID token (default oauth2.googleapis.com/tokeninfo)"
        ) {
            $0.googleTokenInfoURL = try url($1, "--google-tokeninfo-url")
        },
        ServeOption(
            "google-userinfo-url", "URL",
            "name and picture for those tokens (default openidconnect.googleapis.com/v1/userinfo; off: skip)"
        ) {
            let off = $1.isEmpty || $1.lowercased() == "off"
            $0.googleUserInfoURL = off ? nil : try url($1, "--google-userinfo-url")
        },
        ServeOption("github-api-url", "URL", "checks github.com access tokens (default api.github.com)") {
            $0.githubAPIURL = try url($1, "--github-api-url")
        },
        ServeOption(
            "github-oauth-url", "URL",
            "GitHub's OAuth pages: authorize, code exchange (default github.com/login/oauth)"
        ) {
            $0.githubOAuthURL = try url($1, "--github-oauth-url")
        },
        ServeOption(
            "facebook-graph-url", "URL", "checks facebook.com access tokens (default graph.facebook.com/v19.0)"
        ) {
            $0.facebookGraphURL = try url($1, "--facebook-graph-url")
        },
        ServeOption(
            "microsoft-jwks-url", "URL",
            "Microsoft's signing keys (default login.microsoftonline.com/common/discovery/v2.0/keys)"
        ) {
            $0.microsoftJWKSURL = try url($1, "--microsoft-jwks-url")
        },
        ServeOption(
            "microsoft-login-url", "URL",
            "Microsoft's OAuth endpoints: authorize, code exchange (default login.microsoftonline.com/common/oauth2/v2.0)"
        ) {
            $0.microsoftLoginURL = try url($1, "--microsoft-login-url")
        },
        ServeOption("google-token-url", "URL", "exchanges Google redirects' codes (default oauth2.googleapis.com/token)") {
            $0.googleTokenURL = try url($1, "--google-token-url")
        },
        ServeOption(
            "public-url", "URL",
            "origin people reach the server at; mail links lead to its /__/auth/action (default: listening address)"
        ) {
            $0.publicURL = $1.isEmpty ? nil : try origin($1, "--public-url")
        },
        ServeOption(
            "authorized-domain", "HOST",
            "host an action link's continueUrl may lead to (*.example.com: subdomains); repeatable (default localhost)",
            repeatable: true
        ) {
            $0.authorizedDomains += list($1).map { $0.lowercased() }
        },
        ServeOption(
            "blocking-function", "EVENT=URL",
            "blocking function for beforeCreate, beforeSignIn, beforeSendEmail or beforeSendSms; repeatable",
            repeatable: true
        ) { configuration, value in
            for entry in list(value) {
                let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, let trigger = BlockingTrigger(rawValue: parts[0]) else {
                    throw ConfigurationError.invalidValue(
                        "--blocking-function", expected: "EVENT=URL with EVENT beforeCreate, beforeSignIn, beforeSendEmail or beforeSendSms")
                }
                configuration.blockingFunctions.triggers[trigger] = try url(parts[1], "--blocking-function")
            }
        },
        ServeOption(
            "blocking-function-forward", "TOKENS",
            "provider tokens the functions see: idToken, accessToken, refreshToken (comma-separated)"
        ) { configuration, value in
            let names = Set(list(value))
            guard names.isSubset(of: BlockingFunctionSettings.credentialNames) else {
                throw ConfigurationError.invalidValue(
                    "--blocking-function-forward", expected: "idToken, accessToken or refreshToken")
            }
            configuration.blockingFunctions.forwardedCredentials = names
        },
        ServeOption("blocking-function-timeout", "DURATION", "how long a blocking function may take (default 7s)") {
            $0.blockingFunctions.timeout = TimeInterval(try duration($1, "--blocking-function-timeout", in: 1...60))
        },
        ServeOption(
            "email-link-sign-in", "on|off", "sign-in links by e-mail (sendOobCode EMAIL_SIGNIN) (default on)"
        ) {
            $0.emailLinkSignIn = try boolean($1, "--email-link-sign-in")
        },
        ServeOption("email-link-lifetime", "DURATION", "how long an e-mail sign-in link works (default 6h)") {
            $0.emailSignInCodeLifetime = try duration($1, "--email-link-lifetime", in: 60...(7 * 86_400))
        },
        ServeOption("sms-command", "PROGRAM", "send SMS codes by running PROGRAM NUMBER TEXT") {
            $0.phone.smsCommand = $1.isEmpty ? nil : $1
        },
        ServeOption("sms-webhook-url", "URL", "send SMS codes by POSTing {phoneNumber, message} to URL") {
            $0.phone.smsWebhookURL = $1.isEmpty ? nil : try url($1, "--sms-webhook-url")
        },
        ServeOption(
            "phone-app-verifier", "accept-all|command:PROGRAM",
            "how sendVerificationCode checks the app (iosReceipt, reCAPTCHA); required to send codes outside emulator mode"
        ) {
            $0.phone.appVerifier = try appVerifier($1)
        },
        ServeOption(
            "test-phone-number", "NUMBER=CODE",
            "a number for testing: no SMS, fixed 6-digit code; repeatable",
            repeatable: true
        ) { configuration, value in
            for entry in list(value) {
                let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, (try? AccountRules.phoneNumber(parts[0])) != nil, parts[1].count == 6,
                    parts[1].allSatisfy({ $0.isASCII && $0.isNumber })
                else {
                    throw ConfigurationError.invalidValue(
                        "--test-phone-number", expected: "+E164NUMBER=6 digits, e.g. +15555550100=123456")
                }
                configuration.phone.testNumbers[parts[0]] = parts[1]
            }
        },
        ServeOption("sms-code-lifetime", "DURATION", "how long an SMS code works (default 5m)") {
            $0.phone.codeLifetime = try duration($1, "--sms-code-lifetime", in: 30...3600)
        },
        ServeOption("sms-limit", "N", "SMS codes per phone number and window (default 3)") {
            $0.rateLimits.smsPerNumber = Int(try number($1, "--sms-limit", in: 1...1_000_000))
        },
        ServeOption("sms-ip-limit", "N", "SMS codes per client IP and window (default 10)") {
            $0.rateLimits.smsPerIP = Int(try number($1, "--sms-ip-limit", in: 1...1_000_000))
        },
        ServeOption("mfa-totp", "on|off", "TOTP authenticator apps as a second factor (default on)") {
            $0.multiFactor.totp = try boolean($1, "--mfa-totp")
        },
        ServeOption("mfa-sms", "on|off", "SMS codes as a second factor (default on)") {
            $0.multiFactor.sms = try boolean($1, "--mfa-sms")
        },
        ServeOption("totp-issuer", "NAME", "the issuer authenticator apps show (sent with each TOTP secret)") {
            $0.multiFactor.totpIssuer = $1.isEmpty ? nil : $1
        },
        ServeOption("passkey-rp-id", "DOMAIN", "WebAuthn relying party id (default: the public URL's host, else localhost)") {
            $0.passkeys.rpId = $1.isEmpty ? nil : $1.lowercased()
        },
        ServeOption("passkey-rp-name", "NAME", "relying party name authenticators may show (default: the project id)") {
            $0.passkeys.rpName = $1.isEmpty ? nil : $1
        },
        ServeOption(
            "passkey-origin", "ORIGIN",
            "origin passkey ceremonies may come from besides the authorized domains (https://app.example.com:8443, android:apk-key-hash:…); repeatable",
            repeatable: true
        ) {
            $0.passkeys.origins += list($1)
        },
        ServeOption(
            "passkey-user-verification", "required|preferred|discouraged",
            "whether authenticators must verify the user (default required)"
        ) {
            guard let value = PasskeySettings.UserVerification(rawValue: $1.lowercased()) else {
                throw ConfigurationError.invalidValue(
                    "--passkey-user-verification", expected: "required, preferred or discouraged")
            }
            $0.passkeys.userVerification = value
        },
        ServeOption("passkey-timeout", "DURATION", "how long a passkey ceremony may take (default 5m)") {
            $0.passkeys.timeout = try duration($1, "--passkey-timeout", in: 10...3600)
        },
        ServeOption("console-sign-in-limit", "N", "admin console sign-ins per IP and window (default 10)") {
            $0.rateLimits.consoleSignInPerIP = Int(
                try number($1, "--console-sign-in-limit", in: 1...1_000_000))
        },
        ServeOption(
            "audit-retention", "DURATION", "how long audit entries are kept, e.g. 90d (default 90d; 0: forever)"
        ) {
            $0.auditRetention = try duration($1, "--audit-retention", in: 0...(3650 * 86_400))
        },
        ServeOption(
            "drain-timeout", "DURATION", "longest wait for in-flight requests on SIGTERM (default 10s)"
        ) {
            $0.drainTimeout = try duration($1, "--drain-timeout", in: 0...3600)
        },
    ]

    static func number(_ text: String, _ option: String, in range: ClosedRange<Int64>)
        throws(ConfigurationError)
        -> Int64
    {
        guard let value = Int64(text), range.contains(value) else {
            throw .invalidValue(option, expected: "an integer in \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// Seconds, optionally with a unit suffix: `90`, `90s`, `15m`, `1h`, `30d`.
    static func duration(_ text: String, _ option: String, in range: ClosedRange<Int64>)
        throws(ConfigurationError)
        -> Int64
    {
        let units: [Character: Int64] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        var digits = Substring(text)
        var unit: Int64 = 1
        if let last = digits.last, let multiplier = units[last] {
            unit = multiplier
            digits = digits.dropLast()
        }
        guard let value = Int64(digits), value >= 0, value <= Int64.max / unit, range.contains(value * unit)
        else {
            throw .invalidValue(option, expected: "a duration in seconds (or with s/m/h/d) within \(range)")
        }
        return value * unit
    }

    /// Comma-separated values, empty ones dropped.
    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// An absolute `https://` or `http://` URL.
    static func url(_ text: String, _ option: String) throws(ConfigurationError) -> String {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "https" || scheme == "http", url.host != nil
        else { throw .invalidValue(option, expected: "an absolute http(s) URL") }
        return text
    }

    /// An http(s) origin: scheme, host and optional port, no path, query or fragment (a trailing `/` is dropped).
    static func origin(_ text: String, _ option: String) throws(ConfigurationError) -> String {
        let trimmed = text.hasSuffix("/") ? String(text.dropLast()) : text
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            scheme == "https" || scheme == "http", let host = url.host, !host.isEmpty, url.path.isEmpty,
            url.query == nil, url.fragment == nil, url.user == nil
        else { throw .invalidValue(option, expected: "an http(s) origin such as https://auth.example.com") }
        return trimmed
    }

    /// `accept-all` or `command:PROGRAM`.
    static func appVerifier(_ text: String) throws(ConfigurationError) -> PhoneSettings.AppVerifier {
        if text == "accept-all" { return .acceptAll }
        if text.hasPrefix("command:"), text.count > "command:".count {
            return .command(String(text.dropFirst("command:".count)))
        }
        throw .invalidValue("--phone-app-verifier", expected: "accept-all or command:PROGRAM")
    }

    static func boolean(_ text: String, _ option: String) throws(ConfigurationError) -> Bool {
        switch text.lowercased() {
        case "", "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: throw .invalidValue(option, expected: "a boolean")
        }
    }
}

extension Int64 {
    fileprivate func narrowed<T: FixedWidthInteger>() -> T { T(self) }
}
