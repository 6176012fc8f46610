import Storage
import AuthCrypto
import AuthModel

/// The `mfaInfo[]` entries of an account (Firebase's `MfaEnrollment`): in lookups and the admin API with
/// the whole phone number (also as `unobfuscatedPhoneInfo`), in a sign-in waiting for its second factor with all but the last four
/// digits hidden.
enum MultiFactorInfo {
    static func entries(_ account: AccountRecord, obfuscated: Bool) -> [JSON] {
        account.mfaEnrollments.map { entry(for: $0, obfuscated: obfuscated) }
    }

    static func entry(for enrollment: MultiFactorEnrollment, obfuscated: Bool) -> JSON {
        var fields: [String: JSON] = [
            "mfaEnrollmentId": .string(enrollment.enrollmentId),
            "enrolledAt": .string(RFC3339.string(milliseconds: enrollment.enrolledAt)),
        ]
        if let name = enrollment.displayName { fields["displayName"] = .string(name) }
        switch enrollment.factor {
        case .phone(let number):
            fields["phoneInfo"] = .string(obfuscated ? obfuscate(number) : number)
            if !obfuscated { fields["unobfuscatedPhoneInfo"] = .string(number) }
        case .totp: fields["totpInfo"] = [:]
        }
        return .object(fields)
    }

    /// `+*******0123`: every digit but the last four replaced by `*`.
    static func obfuscate(_ number: String) -> String {
        var digitsSeen = 0
        return String(
            number.reversed().map { character -> Character in
                guard character.isNumber else { return character }
                digitsSeen += 1
                return digitsSeen > 4 ? "*" : character
            }.reversed())
    }
}
