import AuthCrypto
import AuthModel

/// `GET v2/passwordPolicy` (the JS SDK's `validatePassword`, Identity Platform's password policy): the
/// policy the server enforces on every new password, in Firebase's shape (schema version 1).
enum PasswordPolicyEndpoint {
    /// Every printable ASCII character that is not a letter or digit; Sesame counts any such character
    /// (and any non-ASCII one) as non-alphanumeric.
    static let asciiSymbols: [String] = (0x20...0x7E).compactMap { code in
        let scalar = Unicode.Scalar(UInt8(code))
        return PasswordCharacterClass(classifying: scalar) == .nonAlphanumeric
            ? String(Character(scalar)) : nil
    }

    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let policy = context.configuration.passwordPolicy
        var options: [String: JSON] = [
            "minPasswordLength": .int(Int64(policy.minimumLength)),
            "maxPasswordLength": .int(Int64(policy.maximumLength)),
        ]
        let names: [PasswordCharacterClass: String] = [
            .lowercase: "containsLowercaseCharacter", .uppercase: "containsUppercaseCharacter",
            .digit: "containsNumericCharacter", .nonAlphanumeric: "containsNonAlphanumericCharacter",
        ]
        for characterClass in PasswordCharacterClass.allCases {
            options[names[characterClass] ?? ""] = .bool(
                policy.requiredCharacterClasses.contains(characterClass))
        }
        return [
            "customStrengthOptions": .object(options),
            "allowedNonAlphanumericCharacters": .array(asciiSymbols.map { .string($0) }),
            "enforcementState": "ENFORCE", "forceUpgradeOnSignin": false, "schemaVersion": 1,
        ]
    }
}
