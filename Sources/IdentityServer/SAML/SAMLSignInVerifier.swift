import AuthCrypto
import AuthModel
import Foundation

/// `signInWithIdp` for a configured `saml.*` provider (production mode): `requestUri` must be the
/// provider's callback URI; the `SAMLResponse` in `postBody` is verified (`SAMLResponseVerifier`), with
/// the `InResponseTo` that `createAuthUri`'s `sessionId` implies when the client brings one back; the
/// assertion is then used up (`SAMLReplayGuard`). The NameID is the federated id; the e-mail is the
/// NameID when it is an address, else an `email`/`mail` attribute; the attributes are `rawUserInfo`.
struct SAMLSignInVerifier: ProviderTokenVerifier {
    let provider: InboundSamlConfig
    let replayGuard: SAMLReplayGuard
    let clock: ServerClock
    let tenantId: String?
    let requestURI: String
    let sessionId: String?
    var skew: TimeInterval = 120

    var providerId: String { provider.providerId }

    func verify(_ credential: ProviderCredential) async throws(APIError) -> ProviderIdentityClaims {
        guard Self.withoutQuery(requestURI) == Self.withoutQuery(provider.callbackURI) else {
            throw .code(.invalidRequestURI, "requestUri is not the SAML provider's callback URI.")
        }
        guard let response = credential.samlResponse, !response.isEmpty else {
            throw SignedProviderTokenVerifier.invalid("SAMLResponse is missing.")
        }
        let assertion: SAMLAssertion
        do {
            let expected = try sessionId.map { sessionId throws(OpenSSLError) in
                try SAMLAuthnRequest.requestID(sessionId: sessionId)
            }
            assertion = try SAMLResponseVerifier(provider: provider, skew: skew)
                .verify(response, expectedRequestID: expected, now: clock.date)
            try replayGuard.consume(
                assertion, providerId: providerId, tenantId: tenantId, now: clock.milliseconds, skew: skew)
        } catch let refusal as SAMLRefusal {
            throw refusal.apiError
        } catch {
            throw .internalError
        }
        return Self.claims(assertion)
    }

    static func claims(_ assertion: SAMLAssertion) -> ProviderIdentityClaims {
        let email =
            EmailAddress(assertion.nameID) != nil
            ? assertion.nameID
            : assertion.firstValue(of: ["email", "mail", "emailaddress"]).flatMap {
                EmailAddress($0) != nil ? $0 : nil
            }
        var profile: [String: JSON] = [:]
        for (name, values) in assertion.attributes {
            profile[name] = values.count == 1 ? .string(values[0]) : .array(values.map { .string($0) })
        }
        return ProviderIdentityClaims(
            subject: assertion.nameID, federatedId: assertion.nameID, email: email,
            emailVerified: email != nil,
            displayName: assertion.firstValue(of: ["displayname", "name"]), photoURL: nil, profile: profile,
            signInAttributes: profile)
    }

    private static func withoutQuery(_ uri: String) -> String {
        String(uri.prefix { $0 != "?" && $0 != "#" })
    }
}
