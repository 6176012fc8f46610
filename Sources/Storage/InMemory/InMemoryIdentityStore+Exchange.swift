import Foundation

extension InMemoryIdentityStore {
    public func exchangeRefreshToken(
        hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken
    ) async throws -> RefreshExchange {
        try state.withLock { state throws(StoreError) in
            guard var token = state.refreshTokens[hash] else { return .refused(.notFound) }
            let rotationState = token.rotationState(now: now, graceSeconds: graceSeconds)
            switch rotationState {
            case .revoked:
                return .refused(.revoked)
            case .expired:
                return .refused(.expired)
            case .reused:
                _ = revokeFamily(token.familyId, now: now, in: &state)
                return .refused(.reused(familyId: token.familyId))
            case .live, .withinGrace:
                guard var account = state.accounts[token.localId] else { return .refused(.notFound) }
                guard !account.disabled else { return .accountDisabled }
                account.lastRefreshAt = now
                guard rotationState == .live else {
                    state.accounts[account.localId] = account
                    return .withinGrace(token, account: account)
                }
                guard state.refreshTokens[successor.tokenHash] == nil else { throw .duplicateKey }
                let next = token.successor(successor, now: now)
                token.spentAt = now
                token.successorHash = successor.tokenHash
                token.successorSealed = successor.sealed
                state.refreshTokens[hash] = token
                state.refreshTokens[next.tokenHash] = next
                state.accounts[account.localId] = account
                return .rotated(next, account: account)
            }
        }
    }
}
