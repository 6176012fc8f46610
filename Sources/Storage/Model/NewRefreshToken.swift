import Foundation

/// The successor a refresh-token rotation inserts: its hash, and the token sealed by the caller.
public struct NewRefreshToken: Sendable, Equatable {
    public var tokenHash: Data
    /// The successor token encrypted by the caller; stored on the spent token as `successorSealed`.
    public var sealed: Data

    public init(tokenHash: Data, sealed: Data) {
        self.tokenHash = tokenHash
        self.sealed = sealed
    }
}
