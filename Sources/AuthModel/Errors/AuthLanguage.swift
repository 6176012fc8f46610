import Foundation

/// The languages Sesame's user-facing messages come in.
public enum AuthLanguage: String, Sendable, Hashable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// Picks the language of a locale identifier such as `ko`, `ko-KR`, `ko_KR.UTF-8` or
    /// `en_US.UTF-8@euro` (BCP 47 and POSIX `LANG` forms). Anything that is not Korean — including
    /// `C`, `POSIX` and the empty string — is English.
    public init(localeIdentifier: String) {
        let language =
            localeIdentifier
            .trimmingCharacters(in: .whitespaces)
            .prefix { $0.isLetter && $0.isASCII }
            .lowercased()
        self = language == "ko" || language == "kor" ? .korean : .english
    }

    /// The language a BCP 47 or POSIX tag (`ko`, `ko-KR`, `ko_KR`) names, when Sesame has it; nil for
    /// any other language.
    public init?(supportedTag tag: String) {
        let primary = tag.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter && $0.isASCII }
            .lowercased()
        guard let language = AuthLanguage.allCases.first(where: { $0.rawValue == primary }) else {
            return nil
        }
        self = language
    }

    /// Picks the language from POSIX locale variables, honouring their precedence:
    /// `LC_ALL`, then `LC_MESSAGES`, then `LANG`. Returns `nil` when none of them is set and non-empty.
    public init?(environment: [String: String]) {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                self.init(localeIdentifier: value)
                return
            }
        }
        return nil
    }

    /// The language of the running process: the POSIX locale variables when set, otherwise the
    /// system's preferred language.
    public static var current: AuthLanguage {
        if let language = AuthLanguage(environment: ProcessInfo.processInfo.environment) {
            return language
        }
        let identifier = Locale.preferredLanguages.first ?? Locale.current.identifier
        return AuthLanguage(localeIdentifier: identifier)
    }
}
