import AuthCrypto
import AuthModel
import Foundation
import Storage

/// `v2/accounts/passkeySignIn:start|finalize`: usernameless sign-in with a discoverable credential.
/// Start answers the options for `navigator.credentials.get` (no allowCredentials: the authenticator
/// offers the user's passkeys for the rp id); finalize finds the credential's account, verifies the
/// assertion, and signs in as every other method does (rate limits, beforeSignIn, last sign-in time).
///
/// A user-verified passkey is two factors in one (something the user has, unlocked by something they
/// know or are), so an account with second factors signs in without being asked for one; without the
/// UV flag (when the settings only prefer verification) its second factor is asked as after a password.
enum PasskeySignInEndpoint {
    /// `firebase.sign_in_provider` of sessions a passkey signed in.
    static let provider = "passkey"

    static func start(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let party = PasskeyRelyingParty(context.configuration)
        let challenge = try PasskeyChallenges.start(
            context, kind: .passkeySignIn, tenantId: call.tenantId, localId: nil)
        return [
            "credentialRequestOptions": [
                "challenge": .string(challenge), "rpId": .string(party.id),
                "userVerification": .string(party.settings.userVerification.rawValue),
                "timeout": .int(context.configuration.passkeys.timeout * 1000),
            ]
        ]
    }

    static func finalize(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let response = try PasskeyResponse(
            call.body["authenticatorAuthenticationResponse"],
            required: ["clientDataJSON", "authenticatorData", "signature"], optional: ["userHandle"])
        try context.rateLimiter.hit(
            .signIn, ip: call.ip, email: "passkey:" + response.credentialId, tenantId: call.tenantId)
        guard
            let found = try context.withStore({
                try context.store.account(passkeyCredentialId: response.credentialId, tenantId: call.tenantId)
            }), let stored = found.passkey(response.credentialId)
        else {
            context.statistics.recordSignIn(provider: provider, succeeded: false)
            let refusal = APIError.code(.passkeyCredentialNotFound)
            context.audit(.passkeySignInFailure, call, target: nil, failure: refusal)
            throw refusal
        }
        let verified: AuthenticatorData?
        do {
            verified = try verify(context, call, response, account: found, passkey: stored)
        } catch {
            context.statistics.recordSignIn(provider: provider, succeeded: false)
            context.audit(.passkeySignInFailure, call, target: found.localId, failure: error as? APIError)
            throw error
        }
        guard !found.disabled else { throw APIError.code(.userDisabled) }
        let now = context.clock.milliseconds
        let secondFactorDue = !found.mfaEnrollments.isEmpty && verified?.isUserVerified == false
        let admission =
            secondFactorDue
            ? BlockingFunctions.Admission(account: found)
            : try await BlockingFunctions.admitSignIn(found, .signIn(provider), call, context)
        if secondFactorDue {
            var fields = try PendingSecondFactor.start(context, account: found, provider: provider)
            fields["localId"] = .string(found.localId)
            return .object(fields)
        }
        let (account, session) = try BlockingFunctions.completeSignIn(
            admission, signInProvider: provider, authTime: now, context
        ) { account in account.lastLoginAt = now }
        context.statistics.recordSignIn(provider: provider, succeeded: true)
        var fields: [String: JSON] = ["localId": .string(account.localId)]
        session.merge(into: &fields)
        return .object(fields)
    }

    /// Checks the assertion and records the credential's new counter and backup state, or its
    /// possible cloning (stored, then refused). A mock (emulator mode only) checks nothing; nil then.
    private static func verify(
        _ context: ServerContext, _ call: APICall, _ response: PasskeyResponse, account: AccountRecord,
        passkey: PasskeyCredential
    ) throws(APIError) -> AuthenticatorData? {
        guard let publicKey = passkey.publicKey, !response.isMock else {
            guard context.configuration.emulator, response.isMock, passkey.publicKey == nil else {
                throw PasskeyRefusal.malformed("authenticator response").apiError
            }
            return nil
        }
        guard !passkey.possiblyCloned else { throw PasskeyRefusal.possiblyCloned.apiError }
        if let handle = response.fields["userHandle"], !handle.isEmpty {
            let id = Array(account.localId.utf8)
            guard handle == id || handle == Array(PasskeyEncoding.standard(id).utf8) else {
                throw PasskeyRefusal.userHandle.apiError
            }
        }
        let clientData = try response.clientData()
        try PasskeyChallenges.consume(
            context, clientChallenge: clientData.challenge, kind: .passkeySignIn, tenantId: call.tenantId,
            localId: nil)
        let verifier = PasskeyVerifier(relyingParty: PasskeyRelyingParty(context.configuration), now: context.clock.date)
        let assertion: PasskeyVerifier.Assertion
        do {
            assertion = try verifier.verifyAssertion(
                clientData: clientData, authenticatorData: response.fields["authenticatorData"] ?? [],
                signature: response.fields["signature"] ?? [], storedKey: Array(publicKey),
                storedCount: passkey.signCount)
        } catch {
            throw error.apiError
        }
        let data = assertion.authenticatorData
        let now = context.clock.milliseconds
        // The counter is compared again with the stored one inside the update, so two uses racing each
        // other cannot both pass with the same counter.
        var cloned = assertion.counterWentBackwards
        _ = try context.withAccountStore {
            try context.store.updateAccount(localId: account.localId) { account in
                guard let index = account.passkeys.firstIndex(where: { $0.credentialId == passkey.credentialId })
                else { throw APIError.code(.passkeyCredentialNotFound) }
                let current = account.passkeys[index]
                cloned = cloned || current.possiblyCloned
                    || ((current.signCount != 0 || data.signCount != 0) && data.signCount <= current.signCount)
                if cloned {
                    account.passkeys[index].possiblyCloned = true
                    return
                }
                account.passkeys[index].signCount = data.signCount
                account.passkeys[index].backedUp = data.isBackedUp
                account.passkeys[index].lastUsedAt = now
            }
        }
        if cloned {
            context.logger.warning(
                "passkey counter did not increase; credential marked possibly cloned",
                ["localId": .string(account.localId)])
            throw PasskeyRefusal.possiblyCloned.apiError
        }
        return data
    }
}
