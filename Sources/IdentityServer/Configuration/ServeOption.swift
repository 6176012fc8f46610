/// One `sesame serve` option: its flag, environment variable, help line and how it sets a field.
public struct ServeOption: Sendable {
    /// The flag without dashes (`port`); the environment variable is `SESAME_PORT`.
    public let name: String
    /// Placeholder shown in help; nil for a switch that takes no value.
    public let valueName: String?
    public let help: String
    /// Whether the flag may be given several times (values accumulate).
    public let repeatable: Bool
    let apply: @Sendable (inout ServerConfiguration, String) throws -> Void

    init(
        _ name: String, _ valueName: String?, _ help: String, repeatable: Bool = false,
        apply: @escaping @Sendable (inout ServerConfiguration, String) throws -> Void
    ) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.repeatable = repeatable
        self.apply = apply
    }

    public var flag: String { "--" + name }

    func set(_ configuration: inout ServerConfiguration, _ value: String) throws(ConfigurationError) {
        do {
            try apply(&configuration, value)
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw .invalidValue(flag, expected: "a valid value")
        }
    }

    public var environmentVariable: String {
        "SESAME_" + name.uppercased().replacingOccurrences(of: "-", with: "_")
    }
}
