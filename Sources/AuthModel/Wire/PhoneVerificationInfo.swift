/// An SMS code and the `sessionInfo` of its sending, as the v2 multi-factor finalize calls take them.
public struct PhoneVerificationInfo: Codable, Sendable, Hashable {
    public var sessionInfo: String?
    public var code: String?

    public init(sessionInfo: String? = nil, code: String? = nil) {
        self.sessionInfo = sessionInfo
        self.code = code
    }
}
