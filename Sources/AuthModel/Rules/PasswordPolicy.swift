/// The rules a new password must meet.
///
/// The default is Firebase's built-in policy: at least 6 and at most 4096 characters, no required
/// character classes. Lengths count Unicode scalars; the character classes are ASCII-based, as in
/// Firebase's configurable password policy (any character that is not an ASCII letter or digit counts
/// as non-alphanumeric).
public struct PasswordPolicy: Sendable, Hashable {
    public var minimumLength: Int
    public var maximumLength: Int
    public var requiredCharacterClasses: Set<PasswordCharacterClass>

    public init(
        minimumLength: Int = 6,
        maximumLength: Int = 4096,
        requiredCharacterClasses: Set<PasswordCharacterClass> = []
    ) {
        self.minimumLength = minimumLength
        self.maximumLength = maximumLength
        self.requiredCharacterClasses = requiredCharacterClasses
    }

    /// Firebase's default policy (6…4096 characters).
    public static let firebaseDefault = PasswordPolicy()

    /// Checks `password` against every rule and lists each one it does not meet, in a stable order:
    /// length rules first, then character classes in ``PasswordCharacterClass/allCases`` order.
    public func evaluate(_ password: String) -> PasswordPolicyResult {
        var unmet: [PasswordRequirement] = []
        let length = password.unicodeScalars.count
        if length < minimumLength {
            unmet.append(.minimumLength(minimumLength))
        }
        if length > maximumLength {
            unmet.append(.maximumLength(maximumLength))
        }
        let present = Set(password.unicodeScalars.map(PasswordCharacterClass.init(classifying:)))
        for characterClass in PasswordCharacterClass.allCases
        where requiredCharacterClasses.contains(characterClass) && !present.contains(characterClass) {
            unmet.append(.characterClass(characterClass))
        }
        return PasswordPolicyResult(unmetRequirements: unmet)
    }

    /// Whether `password` meets every rule.
    public func isSatisfied(by password: String) -> Bool {
        evaluate(password).isSatisfied
    }
}
