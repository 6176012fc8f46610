/// A value of `deleteAttribute[]` in ``UpdateAccountRequest``.
public enum UserAttribute: String, Codable, Sendable, Hashable, CaseIterable {
    case displayName = "DISPLAY_NAME"
    case photoURL = "PHOTO_URL"
    case email = "EMAIL"
    case password = "PASSWORD"
    /// Accepted by the protocol but answered with 501 by the emulator.
    case provider = "PROVIDER"
    /// Accepted by the protocol but answered with 501 by the emulator.
    case rawUserInfo = "RAW_USER_INFO"
}
