import Foundation

/// A TOTP secret the server offers for enrolment (Firebase's `TotpSecret`): show the key or its
/// ``qrCodeURL(accountName:issuer:)`` to the user's authenticator app, then finish with
/// ``MultiFactorAssertion/totpEnrollment(secret:code:)`` and the app's first code before
/// ``enrollmentDeadline``. ``description`` never shows the key or the session.
public struct TOTPSecret: Sendable, Hashable, CustomStringConvertible {
    /// The shared key, base32 (RFC 4648, no padding), as authenticator apps take it typed in.
    public let sharedSecretKey: String
    /// The enrolment session `mfaEnrollment:finalize` redeems.
    public let sessionInfo: String
    /// Digits per code (6).
    public let codeLength: Int
    /// Seconds per code (30).
    public let period: Int
    /// `SHA1`.
    public let hashingAlgorithm: String
    /// When the offer lapses, if the server said.
    public let enrollmentDeadline: Date?
    /// The name the server's operator wants authenticator apps to show (Sesame's `--totp-issuer`), if
    /// it named one: pass it to ``qrCodeURL(accountName:issuer:)`` before any default of the app's.
    public let issuer: String?

    public init(
        sharedSecretKey: String, sessionInfo: String, codeLength: Int = 6, period: Int = 30,
        hashingAlgorithm: String = "SHA1", enrollmentDeadline: Date? = nil, issuer: String? = nil
    ) {
        self.issuer = issuer
        self.sharedSecretKey = sharedSecretKey
        self.sessionInfo = sessionInfo
        self.codeLength = codeLength
        self.period = period
        self.hashingAlgorithm = hashingAlgorithm
        self.enrollmentDeadline = enrollmentDeadline
    }

    /// The `otpauth://totp/ISSUER:ACCOUNT?secret=…&issuer=…&algorithm=…&digits=…&period=…` URI that
    /// authenticator apps read from a QR code (Firebase's `generateQrCodeUrl`).
    public func qrCodeURL(accountName: String, issuer: String) -> String {
        let label = Self.escape(issuer) + ":" + Self.escape(accountName)
        return "otpauth://totp/\(label)?secret=\(sharedSecretKey)&issuer=\(Self.escape(issuer))"
            + "&algorithm=\(hashingAlgorithm)&digits=\(codeLength)&period=\(period)"
    }

    public var description: String { "TOTPSecret(\(codeLength) digits, \(period) s)" }

    private static func escape(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~@")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
