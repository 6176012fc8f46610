/// Why an `IdentityStore` operation failed. A closed vocabulary shared by every implementation.
///
/// Equality compares the kind only; `description` never contains stored or bound values
/// (e-mail addresses, hashes, codes).
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    private enum Code: String, Sendable {
        case emailExists
        case localIdExists
        case phoneNumberExists
        case federatedIdAlreadyLinked
        case providerAlreadyLinked
        case passkeyExists
        case accountNotFound
        case duplicateKey
        case immutableField
        case storageFailure
        case unavailable
    }

    private let code: Code
    /// Backend detail for logs (for SQLite the result code and SQLite's message, never arguments).
    public let detail: String?

    private init(_ code: Code, detail: String? = nil) {
        self.code = code
        self.detail = detail
    }

    /// Another account of the tenant has this e-mail address (compared case-insensitively).
    public static let emailExists = StoreError(.emailExists)
    /// An account with this `localId` exists.
    public static let localIdExists = StoreError(.localIdExists)
    /// Another account of the tenant has this phone number.
    public static let phoneNumberExists = StoreError(.phoneNumberExists)
    /// The (providerId, rawId) identity belongs to another account.
    public static let federatedIdAlreadyLinked = StoreError(.federatedIdAlreadyLinked)
    /// The account already has a different identity for this provider.
    public static let providerAlreadyLinked = StoreError(.providerAlreadyLinked)
    /// Another account of the tenant has a passkey with this credential id.
    public static let passkeyExists = StoreError(.passkeyExists)
    /// No account has this `localId`.
    public static let accountNotFound = StoreError(.accountNotFound)
    /// A record with this key (token hash, code hash, key id, message id) exists.
    public static let duplicateKey = StoreError(.duplicateKey)
    /// An update tried to change `localId` or `tenantId`.
    public static let immutableField = StoreError(.immutableField)
    /// The database failed; `detail` says how.
    public static let storageFailure = StoreError(.storageFailure)

    /// A storage failure carrying backend detail (which must not contain argument values).
    public static func storageFailure(_ detail: String) -> StoreError {
        StoreError(.storageFailure, detail: detail)
    }

    /// The database could not be reached (or stayed too busy) and the operation did not take
    /// effect: the caller may try again later.
    public static let unavailable = StoreError(.unavailable)

    /// An unavailable database, with backend detail (which must not contain argument values).
    public static func unavailable(_ detail: String) -> StoreError {
        StoreError(.unavailable, detail: detail)
    }

    public static func == (lhs: StoreError, rhs: StoreError) -> Bool {
        lhs.code == rhs.code
    }

    public var description: String {
        if let detail { return "StoreError.\(code.rawValue): \(detail)" }
        return "StoreError.\(code.rawValue)"
    }
}
