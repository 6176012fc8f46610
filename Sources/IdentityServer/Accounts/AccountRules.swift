import AuthCrypto
import AuthModel
import Foundation
import Storage

/// Shared account checks and conversions used by several endpoints.
enum AccountRules {
    /// A new `localId`: 28 random alphanumerics, like Firebase's.
    static func newLocalId() throws -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var result = ""
        while result.count < 28 {
            for byte in try SecureRandom.bytes(count: 32) where byte < 248 && result.count < 28 {
                result.append(alphabet[Int(byte) % alphabet.count])
            }
        }
        return result
    }

    /// The address trimmed and lower-cased, or `INVALID_EMAIL`.
    static func email(_ raw: String) throws(APIError) -> String {
        guard let address = EmailAddress(raw) else { throw .code(.invalidEmail) }
        return address.normalized
    }

    /// `+` and 7…15 digits, or `INVALID_PHONE_NUMBER : Invalid format.`.
    static func phoneNumber(_ raw: String) throws(APIError) -> String {
        let digits = raw.dropFirst()
        guard raw.hasPrefix("+"), (7...15).contains(digits.count), digits.allSatisfy(\.isASCII),
            digits.allSatisfy(\.isNumber)
        else { throw .code(.invalidPhoneNumber, "Invalid format.") }
        return raw
    }

    /// Validates custom claims: a JSON object of at most 1000 characters without reserved names.
    /// Returns nil for `{}` (clearing them).
    static func customAttributes(_ raw: String) throws(APIError) -> String? {
        guard raw.count <= 1000 else { throw .code(.claimsTooLarge) }
        guard let object = JSON.parse(Data(raw.utf8))?.objectValue else { throw .code(.invalidClaims) }
        for name in object.keys.sorted() where IDTokenClaimsBuilder.reservedClaims.contains(name) {
            throw .code(.forbiddenClaim, name)
        }
        return object.isEmpty ? nil : raw
    }

    /// Maps the store's uniqueness errors to protocol errors.
    static func mapStoreError(_ error: any Error) -> APIError? {
        guard let error = error as? StoreError else { return error as? APIError }
        switch error {
        case .emailExists: return .code(.emailExists)
        case .localIdExists: return .code(.duplicateLocalID)
        case .phoneNumberExists: return .code(.phoneNumberExists)
        case .federatedIdAlreadyLinked: return .code(.federatedUserIDAlreadyLinked)
        case .passkeyExists: return .code(.credentialAlreadyInUse)
        case .accountNotFound: return .code(.userNotFound)
        default: return nil
        }
    }
}

extension ServerContext {
    /// Runs a store call that may hit uniqueness rules, mapping them to protocol errors.
    func withAccountStore<T>(_ body: () throws -> T) throws(APIError) -> T {
        do {
            return try body()
        } catch {
            if let mapped = AccountRules.mapStoreError(error) { throw mapped }
            logger.error("store failure", ["error": .string(String(describing: error))])
            throw .storeFailure(error)
        }
    }
}
