/// Response of `accounts:sendVerificationCode`: the handle of the code sent (the SDKs' verification ID).
public struct SendVerificationCodeResponse: Codable, Sendable, Hashable {
    public var sessionInfo: String?

    public init(sessionInfo: String? = nil) {
        self.sessionInfo = sessionInfo
    }
}
