/// Whether colours may be used.
public enum ColorMode: Hashable, Sendable {
    /// Colours and attributes.
    case color
    /// Attributes only (bold, dim, inverse, underline); widgets add glyphs such as `[ok]` so that every
    /// state stays visible without colour.
    case monochrome

    /// The mode the environment asks for: monochrome when `NO_COLOR` is set to any non-empty value
    /// (https://no-color.org) or when `TERM` is `dumb`; colour otherwise.
    public static func detect(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if environment["TERM"] == "dumb" { return .monochrome }
        return .color
    }
}
