import AuthCrypto
import AuthModel

/// Password hashing and checking, always on the hashing pool's own threads.
struct PasswordService: Sendable {
    let pool: PasswordHashingPool
    let policy: PasswordPolicy

    /// The outcome of checking a password against a stored hash.
    struct Verification: Sendable {
        let matches: Bool
        /// The hash is not argon2id with the current parameters (imported or old) and should be
        /// replaced now that the password is known.
        let needsRehash: Bool
    }

    /// Throws `WEAK_PASSWORD : <unmet rules>` when the policy refuses `password`.
    func checkPolicy(_ password: String) throws(APIError) {
        if let detail = policy.evaluate(password).serverDetail {
            throw .code(.weakPassword, detail)
        }
    }

    func hash(_ password: String) async throws(APIError) -> String {
        do {
            return try await pool.hash(password: password)
        } catch PasswordHashingPoolError.overloaded {
            throw .overloaded
        } catch {
            throw .internalError
        }
    }

    /// Checks `password` against a stored hash (argon2id, bcrypt or imported Firebase scrypt).
    /// A hash that cannot be parsed never matches.
    func verify(_ password: String, against stored: String) async throws(APIError) -> Verification {
        let parsed: PasswordHash
        if let scrypt = ImportedScryptHash.decode(stored) {
            parsed = .firebaseScrypt(scrypt)
        } else if let hash = try? PasswordHash(encoded: stored) {
            parsed = hash
        } else {
            try await dummyVerify()
            return Verification(matches: false, needsRehash: false)
        }
        do {
            let matches = try await pool.verify(password: password, against: parsed)
            return Verification(
                matches: matches, needsRehash: matches && parsed.needsRehash(for: pool.hasher))
        } catch PasswordHashingPoolError.overloaded {
            throw .overloaded
        } catch {
            return Verification(matches: false, needsRehash: false)
        }
    }

    /// Spends the time of a verification, for unknown accounts.
    func dummyVerify() async throws(APIError) {
        do {
            try await pool.dummyVerify()
        } catch PasswordHashingPoolError.overloaded {
            throw .overloaded
        } catch {
            throw .internalError
        }
    }
}
