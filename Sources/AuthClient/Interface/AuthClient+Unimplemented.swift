import Foundation

extension AuthClient {
    /// The error of an endpoint a test value does not implement. Its description names the endpoint,
    /// so a test that forgot to stub it shows which one.
    public struct Unimplemented: Error, Sendable, Hashable, CustomStringConvertible {
        /// The operation's name, e.g. `signIn(email:password:)`.
        public let endpoint: String

        /// Creates the error for `endpoint`.
        public init(endpoint: String) {
            self.endpoint = endpoint
        }

        public var description: String { "AuthClient.\(endpoint) is unimplemented in this test value" }
    }
}

extension AuthClient.Unimplemented: LocalizedError {
    public var errorDescription: String? { description }
}
