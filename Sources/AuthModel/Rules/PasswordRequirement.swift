/// One rule of a ``PasswordPolicy``; a ``PasswordPolicyResult`` lists the ones a password misses.
public enum PasswordRequirement: Sendable, Hashable {
    /// The password needs at least this many characters.
    case minimumLength(Int)
    /// The password may have at most this many characters.
    case maximumLength(Int)
    /// The password needs at least one character of this class.
    case characterClass(PasswordCharacterClass)
}

extension PasswordRequirement {
    /// A short user-facing sentence describing the rule, e.g. for a hint under a password field.
    public func localizedDescription(for language: AuthLanguage) -> String {
        switch (self, language) {
        case (.minimumLength(let n), .english): "Use at least \(n) characters."
        case (.minimumLength(let n), .korean): "\(n)자 이상 입력해 주세요."
        case (.maximumLength(let n), .english): "Use at most \(n) characters."
        case (.maximumLength(let n), .korean): "\(n)자 이하로 입력해 주세요."
        case (.characterClass(.lowercase), .english): "Include a lowercase letter."
        case (.characterClass(.lowercase), .korean): "영문 소문자를 포함해 주세요."
        case (.characterClass(.uppercase), .english): "Include an uppercase letter."
        case (.characterClass(.uppercase), .korean): "영문 대문자를 포함해 주세요."
        case (.characterClass(.digit), .english): "Include a number."
        case (.characterClass(.digit), .korean): "숫자를 포함해 주세요."
        case (.characterClass(.nonAlphanumeric), .english): "Include a symbol."
        case (.characterClass(.nonAlphanumeric), .korean): "특수 문자를 포함해 주세요."
        }
    }

    /// The detail the server puts after `WEAK_PASSWORD : ` for this rule, in Firebase's wording for
    /// the length rule ("Password should be at least 6 characters").
    public var serverDetail: String {
        switch self {
        case .minimumLength(let n): "Password should be at least \(n) characters"
        case .maximumLength(let n): "Password should be at most \(n) characters"
        case .characterClass(.lowercase): "Password must contain a lower case character"
        case .characterClass(.uppercase): "Password must contain an upper case character"
        case .characterClass(.digit): "Password must contain a numeric character"
        case .characterClass(.nonAlphanumeric): "Password must contain a non-alphanumeric character"
        }
    }
}

extension PasswordRequirement {
    /// The rule whose ``serverDetail`` is `detail`, or nil for any other text.
    public init?(serverDetail detail: String) {
        let number = Int(detail.filter(\.isNumber)) ?? 0
        let candidates: [PasswordRequirement] =
            [.minimumLength(number), .maximumLength(number)]
            + PasswordCharacterClass.allCases.map { .characterClass($0) }
        guard let rule = candidates.first(where: { $0.serverDetail == detail }) else { return nil }
        self = rule
    }
}
