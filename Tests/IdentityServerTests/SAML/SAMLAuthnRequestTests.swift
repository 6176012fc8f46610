import Foundation
import Testing

@testable import IdentityServer

@Suite struct SAMLAuthnRequestTests {
    @Test func theRedirectCarriesADeflatedRequestWhoseIDComesFromTheSession() throws {
        let provider = SAMLResponseVerifierTests.provider
        let request = try SAMLAuthnRequest(
            provider: provider, sessionId: SAMLFixtures.sessionId, issueInstant: SAMLFixtures.now)
        #expect(request.id == SAMLResponseVerifierTests.requestID)
        #expect(request.id.hasPrefix("_") && request.id.count == 65)
        let url = try #require(request.redirectURL(relayState: "state/1"))
        let components = try #require(URLComponents(string: url))
        #expect(components.host == "idp.example.test" && components.path == "/sso")
        let items = components.queryItems ?? []
        #expect(items.first { $0.name == "RelayState" }?.value == "state/1")
        let encoded = try #require(items.first { $0.name == "SAMLRequest" }?.value)
        let deflated = try #require(Data(base64Encoded: encoded))
        #expect(deflated.count < request.xml.utf8.count)
        #expect(request.xml.contains("ID=\"\(request.id)\""))
        #expect(request.xml.contains("AssertionConsumerServiceURL=\"\(SAMLFixtures.callbackURL)\""))
        #expect(request.xml.contains("<saml:Issuer>\(SAMLFixtures.spEntityId)</saml:Issuer>"))
    }
}
