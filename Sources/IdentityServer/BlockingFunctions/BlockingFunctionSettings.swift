import AuthCrypto
import Foundation

/// The server's own blocking functions (`--blocking-function`, `--blocking-function-forward`,
/// `--blocking-function-timeout`): the project config's `blockingFunctions` where an admin set none.
public struct BlockingFunctionSettings: Sendable, Equatable {
    /// Function URL of each trigger the operator named.
    public var triggers: [BlockingTrigger: String]
    /// `forwardInboundCredentials`: which of the provider's tokens the functions see (`idToken`,
    /// `accessToken`, `refreshToken`).
    public var forwardedCredentials: Set<String>
    /// Seconds a function has to answer (Firebase: 7).
    public var timeout: TimeInterval
    /// Calls under way at once, all functions together; a call beyond waits for a place until its
    /// deadline.
    public var concurrency: Int

    public static let credentialNames: Set<String> = ["idToken", "accessToken", "refreshToken"]

    public init(
        triggers: [BlockingTrigger: String] = [:], forwardedCredentials: Set<String> = [], timeout: TimeInterval = 7,
        concurrency: Int = 64
    ) {
        self.triggers = triggers
        self.forwardedCredentials = forwardedCredentials
        self.timeout = timeout
        self.concurrency = concurrency
    }

    /// The `blockingFunctions` field of the project config these settings give.
    var resource: JSON {
        var fields: [String: JSON] = [:]
        if !triggers.isEmpty {
            fields["triggers"] = .object(
                Dictionary(uniqueKeysWithValues: triggers.map { ($0.key.rawValue, ["functionUri": .string($0.value)]) }))
        }
        if !forwardedCredentials.isEmpty {
            fields["forwardInboundCredentials"] = .object(
                Dictionary(uniqueKeysWithValues: forwardedCredentials.map { ($0, JSON.bool(true)) }))
        }
        return .object(fields)
    }
}
