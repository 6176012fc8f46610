/// Response of v2 `accounts/mfaSignIn:start`: the handle of the SMS code sent.
public struct StartMFASignInResponse: Codable, Sendable, Hashable {
    public var phoneResponseInfo: StartMFAEnrollmentResponse.PhoneSessionInfo?

    public init(phoneResponseInfo: StartMFAEnrollmentResponse.PhoneSessionInfo? = nil) {
        self.phoneResponseInfo = phoneResponseInfo
    }
}
