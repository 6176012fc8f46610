/// Why `sesame serve`'s flags or environment could not be turned into a configuration.
/// The description is one line naming the option; it never echoes key values.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    private enum Kind: Sendable, Equatable {
        case unknownOption(String)
        case missingValue(String)
        case invalidValue(option: String, expected: String)
        case unexpectedArgument(String)
        case missingAPIKey
    }

    private let kind: Kind

    public static func unknownOption(_ name: String) -> ConfigurationError {
        .init(kind: .unknownOption(name))
    }
    public static func missingValue(_ name: String) -> ConfigurationError { .init(kind: .missingValue(name)) }
    public static func invalidValue(_ option: String, expected: String) -> ConfigurationError {
        .init(kind: .invalidValue(option: option, expected: expected))
    }
    public static func unexpectedArgument(_ text: String) -> ConfigurationError {
        .init(kind: .unexpectedArgument(text))
    }
    public static let missingAPIKey = ConfigurationError(kind: .missingAPIKey)

    public var description: String {
        switch kind {
        case .unknownOption(let name): "unknown option '\(name)' (see 'sesame serve --help')"
        case .missingValue(let name): "option '\(name)' needs a value"
        case .invalidValue(let option, let expected): "invalid value for '\(option)': expected \(expected)"
        case .unexpectedArgument(let text): "unexpected argument '\(text.prefix(40))'"
        case .missingAPIKey:
            "at least one --api-key (or SESAME_API_KEY) is required unless --emulator is given"
        }
    }
}
