import Foundation

extension InMemoryIdentityStore {
    public func insertVerificationSession(_ record: VerificationSessionRecord) throws {
        try state.withLock { state throws(StoreError) in
            if let localId = record.localId, state.accounts[localId] == nil { throw .accountNotFound }
            guard state.verificationSessions[record.sessionHash] == nil else { throw .duplicateKey }
            state.verificationSessions[record.sessionHash] = record
            state.verificationOrder.append(record.sessionHash)
        }
    }

    public func updateVerificationSession<T>(
        hash: Data, _ body: (inout VerificationSessionRecord) -> T
    ) throws -> T? {
        try state.withLock { state throws(StoreError) -> T? in
            guard let before = state.verificationSessions[hash] else { return nil }
            var record = before
            let result = body(&record)
            guard record.sessionHash == before.sessionHash, record.kind == before.kind,
                record.tenantId == before.tenantId, record.localId == before.localId
            else { throw .immutableField }
            state.verificationSessions[hash] = record
            return result
        }
    }

    public func verificationSessions(kind: VerificationKind?) throws -> [VerificationSessionRecord] {
        state.withLock { state in
            state.verificationOrder.compactMap { state.verificationSessions[$0] }
                .filter { kind == nil || $0.kind == kind }
                .enumerated().sorted { ($0.element.createdAt, $0.offset) < ($1.element.createdAt, $1.offset) }
                .map(\.element)
        }
    }

    @discardableResult
    public func purgeVerificationSessions(before instant: Int64) throws -> Int {
        state.withLock { state in
            let before = state.verificationSessions.count
            state.removeVerificationSessions { record in
                record.expiresAt <= instant || record.usedAt.map { $0 <= instant } ?? false
            }
            return before - state.verificationSessions.count
        }
    }
}
