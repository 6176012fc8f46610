/// A one-time code as typed: six ASCII digits once spaces are dropped (authenticator apps show
/// `123 456`).
enum VerificationCodeText {
    /// The six digits, or nil.
    static func digits(_ text: String) -> String? {
        let digits = text.filter { $0 != " " }
        guard digits.count == 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return digits
    }
}
