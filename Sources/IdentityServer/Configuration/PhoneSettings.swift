import AuthCrypto
/// Phone-number sign-in and SMS second factors: how codes are delivered, how the app that asks for a
/// code is checked, the codes' lifetime and attempt limit, and Firebase's "phone numbers for testing".
public struct PhoneSettings: Sendable, Equatable {
    /// How `sendVerificationCode` checks the app's proof (`iosReceipt`, `recaptchaToken`, …).
    public enum AppVerifier: Sendable, Equatable {
        /// None named: production refuses to send codes (emulator mode accepts every request).
        case unset
        /// Every request is accepted: for deployments that check apps elsewhere (the operator says so).
        case acceptAll
        /// A program that gets the request's verification fields as JSON on stdin and exits 0 to
        /// accept the request.
        case command(String)
    }

    /// A program run with the number and the message text as its two arguments, per code.
    public var smsCommand: String?
    /// A URL that gets `{"phoneNumber": …, "message": …}` POSTed, per code.
    public var smsWebhookURL: String?
    public var appVerifier: AppVerifier
    /// Numbers that never get an SMS and sign in with a fixed code (E.164 number → 6 digits).
    public var testNumbers: [String: String]
    /// How long a code works, seconds.
    public var codeLifetime: Int64
    /// Wrong codes a session takes before it stops working.
    public var codeAttempts: Int
    /// How long a `temporaryProof` works, seconds (Firebase's: 1 hour).
    public var temporaryProofLifetime: Int64

    public init(
        smsCommand: String? = nil, smsWebhookURL: String? = nil, appVerifier: AppVerifier = .unset,
        testNumbers: [String: String] = [:], codeLifetime: Int64 = 300, codeAttempts: Int = 5,
        temporaryProofLifetime: Int64 = 3600
    ) {
        self.smsCommand = smsCommand
        self.smsWebhookURL = smsWebhookURL
        self.appVerifier = appVerifier
        self.testNumbers = testNumbers
        self.codeLifetime = codeLifetime
        self.codeAttempts = codeAttempts
        self.temporaryProofLifetime = temporaryProofLifetime
    }

    /// Whether real SMS can be sent.
    public var canDeliver: Bool { smsCommand != nil || smsWebhookURL != nil }
}
