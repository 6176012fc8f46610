import CXMLSec

/// The shape of a SAML response that defeats XML Signature Wrapping: exactly one `saml:Assertion` in
/// the whole document, a direct child of the `samlp:Response` root; no encrypted assertion; every `ID`
/// unique (and registered, so `#id` references resolve); every `ds:Signature` a direct child of the
/// Response or of the Assertion (at most one on each), with one Reference whose URI names that parent.
/// The assertion read afterwards is therefore exactly the signed node (or is inside the signed Response).
struct SAMLResponseStructure {
    let response: SAMLNode
    let assertion: SAMLNode
    /// The signatures to verify (each on the Response or on the Assertion).
    let signatures: [SAMLNode]

    init(_ document: SAMLXMLDocument) throws(SAMLRefusal) {
        guard let root = document.root, root.isElement("Response", in: SAMLNamespace.protocol) else {
            throw .notAResponse
        }
        let elements = root.subtree
        if elements.contains(where: { $0.isElement("EncryptedAssertion", in: SAMLNamespace.assertion) }) {
            throw .encryptedAssertion
        }
        let assertions = elements.filter { $0.isElement("Assertion", in: SAMLNamespace.assertion) }
        guard assertions.count == 1, let assertion = assertions.first,
            assertion.parent?.pointer == root.pointer
        else { throw .assertionCount }
        var seen: Set<String> = []
        for element in elements {
            guard let attribute = element.attributeNode("ID"), let value = element.attribute("ID") else {
                continue
            }
            guard seen.insert(value).inserted, document.registerID(value, attribute: attribute) else {
                throw .duplicateID
            }
        }
        let signatures = elements.filter { $0.isElement("Signature", in: SAMLNamespace.signature) }
        var signedParents: Set<xmlNodePtr> = []
        for signature in signatures {
            // At most one signature on each: verifying costs a canonicalisation of the signed element.
            guard let parent = signature.parent,
                parent.pointer == root.pointer || parent.pointer == assertion.pointer,
                signedParents.insert(parent.pointer).inserted
            else { throw .misplacedSignature }
            let references =
                signature.child("SignedInfo", in: SAMLNamespace.signature)?
                .children("Reference", in: SAMLNamespace.signature) ?? []
            guard references.count == 1, let id = parent.attribute("ID"), !id.isEmpty,
                references[0].attribute("URI") == "#" + id
            else { throw .referenceMismatch }
        }
        guard !signatures.isEmpty else { throw .unsigned }
        self.response = root
        self.assertion = assertion
        self.signatures = signatures
    }
}
