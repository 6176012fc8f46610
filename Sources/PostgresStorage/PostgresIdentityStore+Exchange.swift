import Foundation
import Storage

extension PostgresIdentityStore {
    /// One READ COMMITTED transaction with the token row locked, like `rotateRefreshToken`, that also
    /// stamps the account (`RelationalIdentityStore.exchangeRefreshToken(in:…)`).
    public func exchangeRefreshToken(
        hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken
    ) async throws -> RefreshExchange {
        try writeAtomicStatements { session in
            try Self.exchangeRefreshToken(
                in: session, hash: hash, now: now, graceSeconds: graceSeconds, successor: successor)
        }
    }
}
