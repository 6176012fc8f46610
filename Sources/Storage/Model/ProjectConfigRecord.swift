/// The project's own configuration (Identity Platform's `projects/{p}/config`): what an admin set
/// through the v2 config API or the emulator's config endpoint, as a JSON object text. Fields it does
/// not name take the server's settings (its flags). One row per database.
public struct ProjectConfigRecord: Sendable, Equatable {
    /// The config resource's fields an admin set, a JSON object text (`{}` when none).
    public var settings: String
    /// When it last changed, in milliseconds since 1970 (0 when never).
    public var updatedAt: Int64

    public init(settings: String = "{}", updatedAt: Int64 = 0) {
        self.settings = settings
        self.updatedAt = updatedAt
    }
}
