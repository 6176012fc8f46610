import Foundation

/// What a verification session is for.
public enum VerificationKind: String, Sendable, CaseIterable {
    /// `sendVerificationCode`: an SMS code that signs in with (or links) the phone number.
    case phoneSignIn
    /// `mfaEnrollment:start` with a phone: an SMS code that enrols the number as a second factor.
    case phoneEnrollment
    /// `mfaSignIn:start`: an SMS code that completes a sign-in waiting for its second factor.
    case phoneSecondFactor
    /// `mfaEnrollment:start` with TOTP: the secret offered, waiting for a first code.
    case totpEnrollment
    /// A first-factor sign-in of an account with second factors (`mfaPendingCredential`).
    case pendingSecondFactor
    /// `temporaryProof`: a verified phone number that could not be linked, usable once to sign in.
    case phoneProof
    /// `passkeyEnrollment:start`: a WebAuthn challenge for one account's new passkey.
    case passkeyEnrollment
    /// `passkeySignIn:start`: a WebAuthn challenge for a sign-in with any of the tenant's passkeys.
    case passkeySignIn
    /// A SAML assertion that signed someone in: its ID, kept until it expires, so it is used only once.
    case samlAssertion
    /// `createAuthUri` with a provider: the authorization request's state, nonce and PKCE verifier,
    /// redeemed once by `signInWithIdp` with the same `sessionId`.
    case federatedAuthorization
}

/// A short-lived, single-use server-side session that an opaque handle names (`sessionInfo`,
/// `mfaPendingCredential`, `temporaryProof`). Only a hash of the handle is stored, and of an SMS code.
/// Instants are Unix milliseconds.
public struct VerificationSessionRecord: Sendable, Equatable {
    /// The caller's hash of the handle.
    public var sessionHash: Data
    public var kind: VerificationKind
    /// The tenant the session belongs to; nil for the project's own.
    public var tenantId: String?
    /// The account it acts on (enrolment, second factor); deleting the account deletes the session.
    public var localId: String?
    /// The phone number the code went to, or that was verified.
    public var phoneNumber: String?
    /// The caller's hash of the SMS code.
    public var codeHash: Data?
    /// A TOTP secret offered for enrolment, in the form the server stores it.
    public var secret: String?
    /// The caller's details (JSON text), opaque to the store.
    public var payload: String?
    public var createdAt: Int64
    /// Refused at or after this instant.
    public var expiresAt: Int64
    /// Wrong codes tried so far.
    public var attempts: Int
    /// When the session was used up; nil while open.
    public var usedAt: Int64?
    /// The handle and the code in plain text: ONLY in emulator mode, whose
    /// `GET …/verificationCodes` lists them. Production callers leave them nil.
    public var plaintextSession: String?
    public var plaintextCode: String?

    public init(
        sessionHash: Data, kind: VerificationKind, tenantId: String? = nil, localId: String? = nil,
        phoneNumber: String? = nil, codeHash: Data? = nil, secret: String? = nil, payload: String? = nil,
        createdAt: Int64, expiresAt: Int64, attempts: Int = 0, usedAt: Int64? = nil,
        plaintextSession: String? = nil, plaintextCode: String? = nil
    ) {
        self.sessionHash = sessionHash
        self.kind = kind
        self.tenantId = tenantId
        self.localId = localId
        self.phoneNumber = phoneNumber
        self.codeHash = codeHash
        self.secret = secret
        self.payload = payload
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.attempts = attempts
        self.usedAt = usedAt
        self.plaintextSession = plaintextSession
        self.plaintextCode = plaintextCode
    }

    /// The tenant as a non-optional key: the empty string stands for "no tenant".
    public var tenantKey: String { tenantId ?? "" }
}
