import CXMLSec

/// libxml2 and libxmlsec1 (OpenSSL back end), initialised once per process before any SAML response is
/// parsed: external entities and DTDs are never loaded, and neither library prints errors (the caller
/// reports each refusal itself).
enum XMLSecurityLibrary {
    private static let initialization: Int32 = sesame_xmlsec_initialize()

    /// True once both libraries are ready; false (and SAML refused) if initialisation failed.
    static var isReady: Bool { initialization == 0 }
}
