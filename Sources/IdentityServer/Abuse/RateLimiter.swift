import AuthModel
import Foundation
import Storage

/// Fixed-window counters kept in the store, so every instance sharing it sees the same counts.
struct RateLimiter: Sendable {
    /// What is being limited; part of the counter key.
    enum Action: String, Sendable {
        case signIn = "signin"
        case signUp = "signup"
        case oob = "oob"
        /// Admin console sign-ins (per IP only: a per-account limit would let anyone lock the operator out).
        case consoleSignIn = "console"
    }

    let store: any IdentityStore
    let clock: ServerClock
    let settings: RateLimitSettings

    /// Counts one attempt by `ip` (an IPv6 client by its /64, see `addressKey`) and, when given, for the
    /// account `email`; throws `TOO_MANY_ATTEMPTS_TRY_LATER` once either count passes its limit in the
    /// current window. Account counts are per tenant (`tenantId`): one address in two tenants is two
    /// accounts; address counts are not (an address is one client whatever tenant it names).
    func hit(_ action: Action, ip: String, email: String? = nil, tenantId: String? = nil) throws(APIError) {
        guard settings.enabled else { return }
        let (ipLimit, accountLimit): (Int, Int?) =
            switch action {
            case .signIn: (settings.signInPerIP, settings.signInPerAccount)
            case .signUp: (settings.signUpPerIP, nil)
            case .oob: (settings.oobPerIP, settings.oobPerAccount)
            case .consoleSignIn: (settings.consoleSignInPerIP, nil)
            }
        try count("\(action.rawValue):ip:\(Self.addressKey(ip))", limit: ipLimit, action)
        if let email, let accountLimit {
            try count(
                "\(action.rawValue):acct:\(Self.accountDigest(email, tenantId))", limit: accountLimit, action)
        }
    }

    /// Counts one sign-in attempt on the account `email` by `ip`: per address, per (account, address),
    /// then per account, so an address that trips its own cap stops adding to the account's count.
    /// `passwordHash` (the stored hash, salted anew whenever the password is set) is part of both
    /// account keys through a digest: a completed password reset starts fresh counts, lifting the
    /// account's lock at once. Unknown accounts are counted the same way (no hash), so the answers tell
    /// nothing about which addresses exist.
    func hitSignIn(ip: String, email: String, passwordHash: String?, tenantId: String? = nil) throws(APIError)
    {
        guard settings.enabled else { return }
        let address = Self.addressKey(ip)
        try count("signin:ip:\(address)", limit: settings.signInPerIP, .signIn)
        let generation = passwordHash.map { AuthModel.SHA256.hash($0).hexString.prefix(16) } ?? "none"
        let account = "\(Self.accountDigest(email, tenantId)):\(generation)"
        try count("signin:acctip:\(account):\(address)", limit: settings.signInPerAccountAndIP, .signIn)
        try count("signin:acct:\(account)", limit: settings.signInPerAccount, .signIn)
    }

    /// Counts one verification code sent by `ip` and, when given, to `phoneNumber` (test numbers are
    /// not counted per number); `TOO_MANY_ATTEMPTS_TRY_LATER` once either passes its limit.
    func hitSMS(ip: String, phoneNumber: String?) throws(APIError) {
        guard settings.enabled else { return }
        try count("sms:ip:\(Self.addressKey(ip))", limit: settings.smsPerIP, .oob)
        if let phoneNumber {
            let digest = AuthModel.SHA256.hash(phoneNumber).hexString.prefix(32)
            try count("sms:number:\(digest)", limit: settings.smsPerNumber, .oob)
        }
    }

    /// The project's own accounts keep the digest of the address alone (counts survive an upgrade);
    /// a tenant's address is digested with the tenant.
    private static func accountDigest(_ email: String, _ tenantId: String?) -> Substring {
        let key = EmailAddress.normalized(email)
        return AuthModel.SHA256.hash(tenantId.map { "\($0)\u{0}\(key)" } ?? key).hexString.prefix(32)
    }

    private func count(_ key: String, limit: Int, _ action: Action) throws(APIError) {
        let now = clock.milliseconds
        let window = settings.windowSeconds * 1000
        let start = now - now % window
        let hits: Int
        do {
            hits = try store.hitRateLimit(
                key: key, windowStart: start, windowSeconds: settings.windowSeconds, now: now)
        } catch {
            throw .storeFailure(error)
        }
        guard hits > limit else { return }
        var refusal: APIError =
            action == .signIn
            ? .code(
                .tooManyAttemptsTryLater,
                "Access to this account has been temporarily disabled due to many failed login attempts. "
                    + "You can immediately restore it by resetting your password or you can try again later.")
            : .code(.tooManyAttemptsTryLater)
        // The lock lasts until the window ends.
        refusal.retryAfterSeconds = Int(max(1, (start + window - now + 999) / 1000))
        throw refusal
    }
}
