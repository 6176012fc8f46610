/// Which generation of the Identity Toolkit API a path belongs to.
public enum EndpointVersion: String, Sendable, Hashable, CaseIterable {
    /// `identitytoolkit.googleapis.com/v1/accounts:<operation>` (and `securetoken…/v1/token`).
    case v1
    /// The legacy `www.googleapis.com/identitytoolkit/v3/relyingparty/<rpc>` paths the iOS SDK and
    /// pyrebase4 use. Same JSON as v1.
    case v3
}
