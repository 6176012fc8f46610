/// Fixed-window attempt limits, per client IP address and per account (e-mail address).
public struct RateLimitSettings: Sendable, Equatable {
    public var enabled: Bool
    /// Window length, seconds.
    public var windowSeconds: Int64
    public var signInPerIP: Int
    public var signInPerAccount: Int
    public var signUpPerIP: Int
    public var oobPerIP: Int
    public var oobPerAccount: Int
    /// Admin console sign-in attempts per IP address and window.
    public var consoleSignInPerIP: Int

    public init(
        enabled: Bool = true, windowSeconds: Int64 = 60, signInPerIP: Int = 60, signInPerAccount: Int = 10,
        signUpPerIP: Int = 30, oobPerIP: Int = 20, oobPerAccount: Int = 5,
        consoleSignInPerIP: Int = 10
    ) {
        self.enabled = enabled
        self.windowSeconds = windowSeconds
        self.signInPerIP = signInPerIP
        self.signInPerAccount = signInPerAccount
        self.signUpPerIP = signUpPerIP
        self.oobPerIP = oobPerIP
        self.oobPerAccount = oobPerAccount
        self.consoleSignInPerIP = consoleSignInPerIP
    }
}
