/// One option a scripted command accepts: `--email E`, or a switch such as `--json`.
struct CommandOption: Sendable {
    /// The flag without dashes (`email`).
    let name: String
    /// The placeholder shown in help; `nil` for a switch that takes no value.
    let valueName: String?
    let help: String

    init(_ name: String, _ valueName: String?, _ help: String) {
        self.name = name
        self.valueName = valueName
        self.help = help
    }

    var flag: String { "--" + name }

    /// The help line: flag and placeholder padded to a column, then the help text.
    var helpLine: String {
        let left = valueName.map { "\(flag) \($0)" } ?? flag
        return "  " + left.padding(toLength: 24, withPad: " ", startingAt: 0) + help
    }
}
