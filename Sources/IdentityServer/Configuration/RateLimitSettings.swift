/// Fixed-window attempt limits, per client IP address and per account (e-mail address).
public struct RateLimitSettings: Sendable, Equatable {
    public var enabled: Bool
    /// Window length, seconds.
    public var windowSeconds: Int64
    public var signInPerIP: Int
    public var signInPerAccount: Int
    /// Sign-in attempts on one account from one address (an IPv6 client by its /64): lower than
    /// `signInPerAccount`, so one noisy address is refused before the account-wide cap locks the owner out.
    public var signInPerAccountAndIP: Int
    public var signUpPerIP: Int
    public var oobPerIP: Int
    public var oobPerAccount: Int
    /// Admin console sign-in attempts per IP address and window.
    public var consoleSignInPerIP: Int

    public init(
        enabled: Bool = true, windowSeconds: Int64 = 60, signInPerIP: Int = 60, signInPerAccount: Int = 10,
        signInPerAccountAndIP: Int = 5,
        signUpPerIP: Int = 30, oobPerIP: Int = 20, oobPerAccount: Int = 5,
        consoleSignInPerIP: Int = 10
    ) {
        self.enabled = enabled
        self.windowSeconds = windowSeconds
        self.signInPerIP = signInPerIP
        self.signInPerAccount = signInPerAccount
        self.signInPerAccountAndIP = signInPerAccountAndIP
        self.signUpPerIP = signUpPerIP
        self.oobPerIP = oobPerIP
        self.oobPerAccount = oobPerAccount
        self.consoleSignInPerIP = consoleSignInPerIP
    }
}
