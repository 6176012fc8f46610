import AuthCrypto
import Foundation
import Storage
import Synchronization

/// Owns the RS256 signing keys: creates the first at start, the next one ahead of each rotation
/// (racing safely with other instances through `insertSigningKey(_:unlessOneSignsAt:)`), and
/// publishes every key until the last token it signed has expired.
final class SigningKeyManager: Sendable {
    /// Session cookies live up to 14 days, and share the keys; public keys stay published that long.
    static let longestTokenLifetime: Int64 = 14 * 86_400

    private let store: any IdentityStore
    private let clock: ServerClock
    private let rotationInterval: Int64
    private let publishAfterRetirement: Int64
    private let loaded = Mutex<[String: LoadedSigningKey]>([:])
    /// The last verification key set and the key ids it was built from: building one parses and
    /// checks every public key (EVP_PKEY_public_check), far too slow to repeat per request.
    private let cachedKeySet = Mutex<(keyIDs: [String], set: JWKSet)?>(nil)
    /// The answers of `currentSigner()` and `keySet(reloadingFor:)` while they hold.
    private let snapshot = Mutex<SigningKeySnapshot?>(nil)
    /// Whether a reload asked for by `reloadSoon()` is queued.
    private let reloadQueued = Atomic(false)

    init(store: any IdentityStore, clock: ServerClock, configuration: ServerConfiguration) {
        self.store = store
        self.clock = clock
        self.rotationInterval = configuration.keyRotationInterval
        self.publishAfterRetirement = max(configuration.idTokenLifetime, Self.longestTokenLifetime)
    }

    /// Makes sure a key signs now and the next one exists before the current one retires,
    /// then reloads the store's keys. Generating a key takes a moment: call it at start and from
    /// the maintenance task, not from request handlers.
    func maintain() throws {
        let now = clock.milliseconds
        if try store.currentSigningKey(at: now) == nil {
            _ = try store.insertSigningKey(try makeKey(activeFrom: now), unlessOneSignsAt: now)
        }
        let keys = try store.signingKeys()
        let lookahead = min(rotationInterval * 1000 / 2, 3_600_000)
        if let latest = keys.map(\.retireAt).max(), latest - now <= lookahead,
            try store.currentSigningKey(at: latest) == nil
        {
            _ = try store.insertSigningKey(try makeKey(activeFrom: latest), unlessOneSignsAt: latest)
        }
        _ = try store.deleteSigningKeys(expiredBefore: now)
        try reload()
    }

    /// Reads the store's keys and parses the new ones.
    func reload() throws {
        let records = try store.signingKeys()
        let known = loaded.withLock { $0 }
        var next: [String: LoadedSigningKey] = [:]
        for record in records {
            next[record.kid] = try known[record.kid] ?? LoadedSigningKey(record: record)
        }
        loaded.withLock { $0 = next }
        snapshot.withLock { $0 = nil }
    }

    /// Reloads the keys off the caller's thread (the store's change feed calls it when another
    /// instance added, rotated or deleted a key); requests made while one is queued share it.
    func reloadSoon() {
        guard !reloadQueued.exchange(true, ordering: .acquiringAndReleasing) else { return }
        DispatchQueue.global().async { [self] in
            reloadQueued.store(false, ordering: .releasing)
            try? reload()
        }
    }

    /// The signer for now: of the keys that sign now, the one activated last.
    func currentSigner() throws -> JWTSigner {
        let now = clock.milliseconds
        if let signer = snapshot.withLock({ $0?.signer(at: now) }) { return signer }
        if let key = pickCurrent(now) {
            refreshSnapshot(now)
            return key.signer
        }
        try reload()
        if let key = pickCurrent(now) { return key.signer }
        try maintain()
        guard let key = pickCurrent(now) else { throw StoreError.storageFailure("no signing key") }
        return key.signer
    }

    private func pickCurrent(_ now: Int64) -> LoadedSigningKey? {
        loaded.withLock { keys in
            keys.values.filter { $0.record.signs(at: now) }.max {
                ($0.record.activeFrom, $0.record.kid) < ($1.record.activeFrom, $1.record.kid)
            }
        }
    }

    /// Keys whose public half is published now, ordered by activation.
    func publishedKeys() -> [LoadedSigningKey] {
        let now = clock.milliseconds
        return loaded.withLock { keys in
            keys.values.filter { $0.record.isPublished(at: now) }.sorted {
                ($0.record.activeFrom, $0.record.kid) < ($1.record.activeFrom, $1.record.kid)
            }
        }
    }

    /// The published keys as a JWK set for verification. A token naming an unknown `kid` triggers
    /// one reload (another instance may have rotated).
    func keySet(reloadingFor keyID: String? = nil) -> JWKSet {
        let now = clock.milliseconds
        if let set = snapshot.withLock({ $0?.keySet(at: now, holding: keyID) }) { return set }
        if let keyID, !publishedKeys().contains(where: { $0.record.kid == keyID }) {
            try? reload()
        }
        return refreshSnapshot(now).keySet
    }

    /// Works out the snapshot for `now` from the loaded keys.
    @discardableResult
    private func refreshSnapshot(_ now: Int64) -> SigningKeySnapshot {
        let keys = Array(loaded.withLock { $0 }.values)
        let published = publishedKeys()
        let keyIDs = published.map(\.record.kid)
        let set: JWKSet
        if let cached = cachedKeySet.withLock({ $0 }), cached.keyIDs == keyIDs {
            set = cached.set
        } else {
            set = JWKSet(keys: published.map(\.jwk))
            cachedKeySet.withLock { $0 = (keyIDs, set) }
        }
        let next = SigningKeySnapshot(keys: keys, now: now, keySet: set, published: published)
        snapshot.withLock { $0 = next }
        return next
    }

    private func makeKey(activeFrom: Int64) throws -> SigningKeyRecord {
        let pair = try RSAKeyPair.generate(bits: 2048)
        let kid = try SecureRandom.bytes(count: 20).map { String(format: "%02x", $0) }.joined()
        let retireAt = activeFrom + rotationInterval * 1000
        return SigningKeyRecord(
            kid: kid, algorithm: "RS256", privateKeyPEM: try pair.privateKeyPEM,
            publicKeyPEM: try pair.publicKeyPEM,
            createdAt: clock.milliseconds, activeFrom: activeFrom, retireAt: retireAt,
            expireAt: retireAt + publishAfterRetirement * 1000)
    }
}
