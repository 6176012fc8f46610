/// A scripted command's arguments, checked against the options it accepts.
///
/// Options come as `--name value`, `--name=value` or, for switches, `--name`. Every option may be given
/// once; there are no positional arguments.
struct ParsedArguments: Sendable {
    private var values: [String: String] = [:]
    private var switches: Set<String> = []

    init(_ arguments: [String], options: [CommandOption]) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else { throw .unexpectedArgument(argument) }
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            if name == "password" { throw .passwordFlag }
            guard let option = options.first(where: { $0.name == name }) else {
                throw .unknownOption("--" + name)
            }
            guard values[name] == nil, !switches.contains(name) else { throw .repeatedOption(option.flag) }
            if option.valueName == nil {
                guard inlineValue == nil else { throw .invalidValue(option.flag, expected: "no value") }
                switches.insert(name)
            } else if let inlineValue {
                values[name] = inlineValue
            } else {
                guard index < arguments.count else { throw .missingValue(option.flag) }
                values[name] = arguments[index]
                index += 1
            }
        }
    }

    /// The value of `--name`, if given.
    func value(_ name: String) -> String? { values[name] }

    /// The value of `--name`, which must be given and not empty.
    func requiredValue(_ name: String) throws(UsageError) -> String {
        guard let value = values[name], !value.isEmpty else { throw .missingOption("--" + name) }
        return value
    }

    /// Whether the switch `--name` was given.
    func isSet(_ name: String) -> Bool { switches.contains(name) }
}
