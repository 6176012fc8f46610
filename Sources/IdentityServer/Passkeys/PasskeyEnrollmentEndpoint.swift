import AuthCrypto
import AuthModel
import Foundation
import Storage

/// `v2/accounts/passkeyEnrollment:start|finalize`: a signed-in user registers a passkey. Start answers
/// the options for `navigator.credentials.create` (a discoverable credential, so sign-in needs no
/// e-mail); finalize verifies the authenticator's response, stores the credential and answers new
/// tokens signed in with it.
enum PasskeyEnrollmentEndpoint {
    /// Identity Platform's name for a passkey given none.
    static let unnamed = "Unnamed Passkey"
    /// Passkeys one account may hold.
    static let maximumPasskeys = 20

    static func start(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        guard let token = call.body.string("idToken") else { throw APIError.code(.missingIDToken) }
        let (_, account) = try context.tokens.verifiedAccount(idToken: token, tenantId: call.tenantId)
        let party = PasskeyRelyingParty(context.configuration)
        let challenge = try PasskeyChallenges.start(
            context, kind: .passkeyEnrollment, tenantId: account.tenantId, localId: account.localId)
        let userName = account.email ?? account.phoneNumber ?? account.localId
        let exclude: [JSON] = account.passkeys.map { ["type": "public-key", "id": .string($0.credentialId)] }
        let options: [String: JSON] = [
            "rp": ["id": .string(party.id), "name": .string(party.name)],
            "user": [
                "id": .string(PasskeyEncoding.standard(Array(account.localId.utf8))), "name": .string(userName),
                "displayName": .string(account.displayName ?? userName),
            ],
            "challenge": .string(challenge),
            "pubKeyCredParams": .array(
                CredentialPublicKey.Algorithm.allCases.map { ["type": "public-key", "alg": .int($0.rawValue)] }),
            "timeout": .int(context.configuration.passkeys.timeout * 1000),
            "excludeCredentials": .array(exclude),
            "authenticatorSelection": [
                "residentKey": "required", "requireResidentKey": true,
                "userVerification": .string(party.settings.userVerification.rawValue),
            ],
            "attestation": "none",
        ]
        return ["credentialCreationOptions": .object(options)]
    }

    static func finalize(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        guard let token = body.string("idToken") else { throw APIError.code(.missingIDToken) }
        let response = try PasskeyResponse(
            body["authenticatorRegistrationResponse"], required: ["clientDataJSON", "attestationObject"])
        let (_, account) = try context.tokens.verifiedAccount(idToken: token, tenantId: call.tenantId)
        let now = context.clock.milliseconds
        let name = String((body.string("name") ?? body.string("displayName") ?? unnamed).prefix(256))
        let passkey: PasskeyCredential
        if response.isMock {
            guard context.configuration.emulator else {
                throw PasskeyRefusal.malformed("authenticator response").apiError
            }
            passkey = PasskeyCredential(credentialId: response.credentialId, name: name, createdAt: now)
        } else {
            let clientData = try response.clientData()
            try PasskeyChallenges.consume(
                context, clientChallenge: clientData.challenge, kind: .passkeyEnrollment,
                tenantId: account.tenantId, localId: account.localId)
            let verifier = PasskeyVerifier(
                relyingParty: PasskeyRelyingParty(context.configuration), now: context.clock.date)
            let registration: PasskeyVerifier.Registration
            do {
                registration = try verifier.verifyRegistration(
                    clientData: clientData, attestationObject: response.fields["attestationObject"] ?? [])
            } catch {
                throw error.apiError
            }
            guard AuthCrypto.Base64URL.encode(registration.credentialId) == response.credentialId else {
                throw PasskeyRefusal.credentialMismatch.apiError
            }
            let data = registration.authenticatorData
            passkey = PasskeyCredential(
                credentialId: response.credentialId, name: name, publicKey: Data(registration.publicKey.encoded),
                signCount: data.signCount, backupEligible: data.isBackupEligible, backedUp: data.isBackedUp,
                attestationFormat: registration.format,
                aaguid: data.attestedCredential.map { AuthenticatorData.formatted(aaguid: $0.aaguid) },
                transports: response.transports, createdAt: now)
        }
        let updated = try context.withAccountStore {
            try context.store.updateAccount(localId: account.localId) { account in
                guard account.passkey(passkey.credentialId) == nil else {
                    throw APIError.code(.credentialAlreadyInUse)
                }
                guard account.passkeys.count < maximumPasskeys else {
                    throw APIError.code(.quotaExceeded, "Too many passkeys on this account.")
                }
                account.passkeys.append(passkey)
            }
        }
        context.audit(
            .passkeyRegister, call, target: updated.localId, actor: .user(updated.localId),
            details: ["credentialId": .string(passkey.credentialId)])
        var fields = try MFAEnrollmentEndpoint.tokens(
            context, updated, method: SignInMethod(provider: PasskeySignInEndpoint.provider), authTime: now)
        fields["localId"] = .string(updated.localId)
        return .object(fields)
    }
}
