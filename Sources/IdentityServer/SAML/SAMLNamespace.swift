/// The XML namespaces a SAML 2.0 response uses.
enum SAMLNamespace {
    static let `protocol` = "urn:oasis:names:tc:SAML:2.0:protocol"
    static let assertion = "urn:oasis:names:tc:SAML:2.0:assertion"
    static let signature = "http://www.w3.org/2000/09/xmldsig#"
    static let success = "urn:oasis:names:tc:SAML:2.0:status:Success"
    static let bearer = "urn:oasis:names:tc:SAML:2.0:cm:bearer"
}
