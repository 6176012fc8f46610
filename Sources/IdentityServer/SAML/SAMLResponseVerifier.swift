import Foundation

/// Verifies a SAML 2.0 Response (HTTP-POST binding: base64 XML) from one configured provider and answers
/// its assertion: safe parsing (`SAMLXMLDocument`), a shape that defeats signature wrapping
/// (`SAMLResponseStructure`), every signature verified by a configured certificate
/// (`XMLSignatureVerifier`), then the assertion's rules (`SAMLAssertionRules`). `now` is a parameter so
/// fixtures with fixed dates verify.
struct SAMLResponseVerifier: Sendable {
    let provider: InboundSamlConfig
    /// Clock skew allowed on every NotBefore / NotOnOrAfter.
    var skew: TimeInterval = 120

    /// - Parameter expectedRequestID: the AuthnRequest ID when the flow started with `createAuthUri`
    ///   (then `InResponseTo` must be it), nil for an IdP-initiated response (then it must be absent).
    func verify(_ base64Response: String, expectedRequestID: String?, now: Date) throws(SAMLRefusal)
        -> SAMLAssertion
    {
        // A form-decoded '+' arrives as a space; base64 has no spaces of its own.
        let cleaned = base64Response.replacingOccurrences(of: " ", with: "+").filter { !$0.isNewline }
        guard cleaned.utf8.count <= SAMLXMLDocument.maximumBytes * 2,
            let bytes = Data(base64Encoded: cleaned).map(Array.init)
        else { throw .malformed }
        let document = try SAMLXMLDocument(bytes: bytes)
        // The nodes below point into the document: it must outlive every use of them.
        defer { withExtendedLifetime(document) {} }
        let structure = try SAMLResponseStructure(document)
        let certificates = provider.pemCertificates
        for signature in structure.signatures
        where !XMLSignatureVerifier.verifies(signature, certificates: certificates) {
            throw .signatureInvalid
        }
        let rules = SAMLAssertionRules(
            provider: provider, skew: skew, now: now, expectedRequestID: expectedRequestID)
        try rules.checkResponse(structure.response)
        return try rules.verifiedAssertion(structure.assertion)
    }
}
