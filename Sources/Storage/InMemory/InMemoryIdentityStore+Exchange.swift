import Foundation

extension InMemoryIdentityStore {
    public func exchangeRefreshToken(_ request: RefreshExchangeRequest) async throws -> RefreshExchange {
        try state.withLock { state throws(StoreError) in
            let (now, hash, successor) = (request.now, request.hash, request.successor)
            let presented: RefreshTokenRecord? =
                if let familyId = request.familyId {
                    state.refreshFamilies[familyId]?.presented(hash: hash)
                } else {
                    state.refreshTokens[hash]
                }
            guard var token = presented else { return .refused(.notFound) }
            let rotationState = token.rotationState(now: now, graceSeconds: request.graceSeconds)
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
                let next = token.successor(successor, now: now)
                if token.inFamilyRow {
                    state.refreshFamilies[token.familyId]?.rotate(
                        spending: hash, at: now, successor: successor)
                } else {
                    guard state.refreshTokens[successor.tokenHash] == nil else { throw .duplicateKey }
                    token.spentAt = now
                    token.successorHash = successor.tokenHash
                    token.successorSealed = successor.sealed
                    state.refreshTokens[hash] = token
                    state.refreshTokens[next.tokenHash] = next
                }
                state.accounts[account.localId] = account
                return .rotated(next, account: account)
            }
        }
    }
}
