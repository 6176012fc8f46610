import Foundation
import Testing

@testable import IdentityServer

/// Every rule of `SAMLResponseVerifier`, each refusal made from a genuine pysaml2 response
/// (`SAMLFixtures`) by changing one thing.
@Suite struct SAMLResponseVerifierTests {
    static let provider = InboundSamlConfig(
        providerId: "saml.fixture", idpEntityId: SAMLFixtures.idpEntityId,
        ssoURL: "https://idp.example.test/sso",
        certificates: [decoded(SAMLFixtures.certificate)], spEntityId: SAMLFixtures.spEntityId,
        callbackURI: SAMLFixtures.callbackURL)
    static let requestID = try! SAMLAuthnRequest.requestID(sessionId: SAMLFixtures.sessionId)

    static func decoded(_ base64: String) -> String {
        String(decoding: Data(base64Encoded: base64)!, as: UTF8.self)
    }
    static func encoded(_ xml: String) -> String { Data(xml.utf8).base64EncodedString() }

    static func verify(
        _ base64: String, provider: InboundSamlConfig = provider, requestID: String? = requestID,
        now: Date = SAMLFixtures.now
    ) throws(SAMLRefusal) -> SAMLAssertion {
        try SAMLResponseVerifier(provider: provider).verify(base64, expectedRequestID: requestID, now: now)
    }

    static func refusal(
        _ base64: String, provider: InboundSamlConfig = provider, requestID: String? = requestID,
        now: Date = SAMLFixtures.now
    ) -> SAMLRefusal? {
        do {
            _ = try verify(base64, provider: provider, requestID: requestID, now: now)
            return nil
        } catch {
            return error
        }
    }

    /// The signed `<ns1:Assertion …>…</ns1:Assertion>` of a fixture, and the XML around it.
    static func assertionParts(_ base64: String) -> (before: String, assertion: String, after: String) {
        let xml = decoded(base64)
        let start = xml.range(of: "<ns1:Assertion ")!.lowerBound
        let end = xml.range(of: "</ns1:Assertion>")!.upperBound
        return (String(xml[..<start]), String(xml[start..<end]), String(xml[end...]))
    }

    @Test func aSignedAssertionVerifiesAndAnswersTheSubjectAndAttributes() throws {
        let assertion = try Self.verify(SAMLFixtures.signedAssertion)
        #expect(assertion.nameID == "alice@example.com")
        #expect(assertion.issuer == SAMLFixtures.idpEntityId)
        #expect(assertion.attributes["urn:mace:dir:attribute-def:displayName"] == ["Alice Example"])
        #expect(assertion.attributes["memberOf"] == ["staff", "admins"])
        #expect(assertion.expiresAt == SAMLFixtures.now.addingTimeInterval(300))
    }

    @Test func aSignedResponseCoversItsAssertion() throws {
        #expect(try Self.verify(SAMLFixtures.signedResponse).nameID == "alice@example.com")
    }

    @Test func anUnsolicitedResponseVerifiesOnlyWithoutARequest() {
        #expect(Self.refusal(SAMLFixtures.unsolicited, requestID: nil) == nil)
        #expect(Self.refusal(SAMLFixtures.unsolicited) == .inResponseToMismatch)
        #expect(Self.refusal(SAMLFixtures.signedAssertion, requestID: nil) == .inResponseToMismatch)
        #expect(Self.refusal(SAMLFixtures.signedAssertion, requestID: "_another") == .inResponseToMismatch)
    }

    @Test func anUnsignedResponseIsRefused() {
        #expect(Self.refusal(SAMLFixtures.unsigned) == .unsigned)
    }

    @Test func aResponseSignedByAnotherKeyIsRefused() {
        #expect(Self.refusal(SAMLFixtures.otherKey) == .signatureInvalid)
        // …and verifies once that key's certificate is configured (beside the first).
        let both = InboundSamlConfig(
            providerId: "saml.fixture", idpEntityId: SAMLFixtures.idpEntityId,
            ssoURL: "https://idp.example.test/sso",
            certificates: [
                Self.decoded(SAMLFixtures.certificate), Self.decoded(SAMLFixtures.otherCertificate),
            ],
            spEntityId: SAMLFixtures.spEntityId, callbackURI: SAMLFixtures.callbackURL)
        #expect(Self.refusal(SAMLFixtures.otherKey, provider: both) == nil)
    }

    @Test func aCertificateConfiguredAsBareBase64Verifies() throws {
        let pem = Self.decoded(SAMLFixtures.certificate)
        let bare = pem.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()
        let provider = InboundSamlConfig(
            providerId: "saml.fixture", idpEntityId: SAMLFixtures.idpEntityId,
            ssoURL: "https://idp.example.test/sso",
            certificates: [bare], spEntityId: SAMLFixtures.spEntityId, callbackURI: SAMLFixtures.callbackURL)
        #expect(
            try Self.verify(SAMLFixtures.signedAssertion, provider: provider).nameID == "alice@example.com")
    }

    @Test func sha1SignaturesAreRefused() {
        #expect(Self.refusal(SAMLFixtures.sha1) == .signatureInvalid)
    }

    @Test func aChangedSignedValueBreaksTheSignature() {
        let xml = Self.decoded(SAMLFixtures.signedAssertion)
            .replacingOccurrences(
                of: ">alice@example.com</ns1:NameID>", with: ">mallory@example.com</ns1:NameID>")
        #expect(Self.refusal(Self.encoded(xml)) == .signatureInvalid)
    }

    @Test func theSignedAssertionMovedElsewhereWithAnUnsignedOneInItsPlaceIsRefused() {
        let (before, signed, after) = Self.assertionParts(SAMLFixtures.signedAssertion)
        let forged = Self.forged(signed)
        // XSW: the genuine signed assertion hidden in Extensions, a forged one where it was.
        let moved =
            before.replacingOccurrences(
                of: "<ns0:Status>", with: "<ns0:Extensions>\(signed)</ns0:Extensions><ns0:Status>") + forged
            + after
        #expect(Self.refusal(Self.encoded(moved)) == .assertionCount)
        // …or inside the forged assertion's own signature.
        let wrapped =
            before
            + forged.replacingOccurrences(
                of: "</ns2:Signature>", with: "<ns2:Object>\(signed)</ns2:Object></ns2:Signature>") + after
        #expect(Self.refusal(Self.encoded(wrapped)) == .assertionCount)
    }

    @Test func anUnsignedAssertionInsertedBeforeOrAfterTheSignedOneIsRefused() {
        let (before, signed, after) = Self.assertionParts(SAMLFixtures.signedAssertion)
        let forged = Self.withoutSignature(Self.forged(signed))
        #expect(Self.refusal(Self.encoded(before + forged + signed + after)) == .assertionCount)
        #expect(Self.refusal(Self.encoded(before + signed + forged + after)) == .assertionCount)
    }

    @Test func aSignatureWhoseReferenceNamesAnotherElementIsRefused() {
        let (before, signed, after) = Self.assertionParts(SAMLFixtures.signedAssertion)
        // The assertion's signature moved up to the Response (whose ID it does not name).
        let signature = Self.signature(signed)
        let unsigned = Self.withoutSignature(signed)
        let moved =
            before.replacingOccurrences(of: "<ns0:Status>", with: signature + "<ns0:Status>") + unsigned
            + after
        #expect(Self.refusal(Self.encoded(moved)) == .referenceMismatch)
    }

    @Test func aSecondSignatureOnTheSameElementIsRefused() {
        let (before, signed, after) = Self.assertionParts(SAMLFixtures.signedAssertion)
        let signature = Self.signature(signed)
        let doubled = signed.replacingOccurrences(of: signature, with: signature + signature)
        #expect(Self.refusal(Self.encoded(before + doubled + after)) == .misplacedSignature)
    }

    @Test func aCommentInsideTheNameIDIsRefusedThoughTheSignatureStillVerifies() {
        // Exclusive canonicalisation drops comments, so the signature alone would not notice; a reader
        // that took the first text node would see "alice@example".
        let xml = Self.decoded(SAMLFixtures.signedAssertion)
            .replacingOccurrences(
                of: ">alice@example.com</ns1:NameID>", with: ">alice@example<!---->.com</ns1:NameID>")
        #expect(Self.refusal(Self.encoded(xml)) == .unexpectedMarkup)
        let unchanged = Self.decoded(SAMLFixtures.signedAssertion)
        #expect(Self.refusal(Self.encoded(unchanged)) == nil)
    }

    @Test func anExpiredOrNotYetValidAssertionIsRefused() {
        #expect(
            Self.refusal(SAMLFixtures.signedAssertion, now: SAMLFixtures.now.addingTimeInterval(300 + 121))
                == .expired)
        #expect(
            Self.refusal(SAMLFixtures.signedAssertion, now: SAMLFixtures.now.addingTimeInterval(300 + 119))
                == nil)
        #expect(
            Self.refusal(SAMLFixtures.signedAssertion, now: SAMLFixtures.now.addingTimeInterval(-121))
                == .notYetValid)
    }

    @Test func theWrongAudienceIssuerOrCallbackIsRefused() {
        func provider(
            idp: String = SAMLFixtures.idpEntityId, sp: String = SAMLFixtures.spEntityId,
            callback: String = SAMLFixtures.callbackURL
        ) -> InboundSamlConfig {
            InboundSamlConfig(
                providerId: "saml.fixture", idpEntityId: idp, ssoURL: "https://idp.example.test/sso",
                certificates: [Self.decoded(SAMLFixtures.certificate)], spEntityId: sp, callbackURI: callback)
        }
        #expect(
            Self.refusal(SAMLFixtures.signedAssertion, provider: provider(sp: "https://other-sp.test"))
                == .wrongAudience)
        #expect(
            Self.refusal(SAMLFixtures.signedAssertion, provider: provider(idp: "https://other-idp.test"))
                == .wrongIssuer)
        #expect(
            Self.refusal(
                SAMLFixtures.signedAssertion, provider: provider(callback: "https://sp.example.test/other"))
                == .wrongDestination)
    }

    @Test func aDocumentTypeOrEntityDeclarationIsRefused() {
        let xml = Self.decoded(SAMLFixtures.signedAssertion)
        let external = xml.replacingOccurrences(
            of: "<?xml version=\"1.0\"?>",
            with: "<?xml version=\"1.0\"?><!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>")
        #expect(Self.refusal(Self.encoded(external)) == .documentTypeDeclaration)
        let lowercase = xml.replacingOccurrences(
            of: "<?xml version=\"1.0\"?>", with: "<!doctype ns0:Response>")
        #expect(Self.refusal(Self.encoded(lowercase)) == .documentTypeDeclaration)
    }

    @Test func garbageAndOtherDocumentsAreRefused() {
        #expect(Self.refusal("not base64 at all!") == .malformed)
        #expect(Self.refusal(Self.encoded("<a><b></a>")) == .malformed)
        #expect(
            Self.refusal(Self.encoded("<ns1:Assertion xmlns:ns1=\"\(SAMLNamespace.assertion)\"/>"))
                == .notAResponse)
    }

    @Test func aFormDecodedPlusStillDecodes() throws {
        let spaced = SAMLFixtures.signedAssertion.replacingOccurrences(of: "+", with: " ")
        #expect(try Self.verify(spaced).nameID == "alice@example.com")
    }

    static func signature(_ assertion: String) -> String {
        let start = assertion.range(of: "<ns2:Signature ")!.lowerBound
        return String(assertion[start..<assertion.range(of: "</ns2:Signature>")!.upperBound])
    }

    static func withoutSignature(_ assertion: String) -> String {
        assertion.replacingOccurrences(of: signature(assertion), with: "")
    }

    /// `signed` with its ID changed and the subject made mallory's (its signature no longer matches).
    static func forged(_ signed: String) -> String {
        signed.replacingOccurrences(
            of: ">alice@example.com</ns1:NameID>", with: ">mallory@example.com</ns1:NameID>"
        )
        .replacingOccurrences(of: "ID=\"id-", with: "ID=\"forged-")
    }
}
