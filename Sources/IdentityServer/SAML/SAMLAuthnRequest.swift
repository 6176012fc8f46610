import AuthCrypto
import CZlib
import Foundation

/// The AuthnRequest `createAuthUri` sends people to the IdP with (HTTP-Redirect binding: raw DEFLATE,
/// base64, URL-encoded, in `SAMLRequest`; `RelayState` comes back with the response). Its ID is derived
/// from the flow's `sessionId` (`requestID(sessionId:)`), so `signInWithIdp` knows the `InResponseTo` to
/// expect from the `sessionId` the client brings back, on any instance, without storing anything.
struct SAMLAuthnRequest: Sendable {
    let provider: InboundSamlConfig
    let id: String
    let issueInstant: Date

    init(provider: InboundSamlConfig, sessionId: String, issueInstant: Date) throws(OpenSSLError) {
        self.provider = provider
        self.id = try Self.requestID(sessionId: sessionId)
        self.issueInstant = issueInstant
    }

    /// `_` and the hex SHA-256 of the session id (an XML NCName that does not reveal the session id).
    static func requestID(sessionId: String) throws(OpenSSLError) -> String {
        "_"
            + (try SHA256.hash("sesame-saml-request:" + sessionId)).map { String(format: "%02x", $0) }
            .joined()
    }

    var xml: String {
        """
        <samlp:AuthnRequest xmlns:samlp="\(SAMLNamespace.protocol)" xmlns:saml="\(SAMLNamespace.assertion)" \
        ID="\(id)" Version="2.0" IssueInstant="\(SAMLInstant.format(issueInstant))" \
        Destination="\(Self.escaped(provider.ssoURL))" \
        AssertionConsumerServiceURL="\(Self.escaped(provider.callbackURI))" \
        ProtocolBinding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST">\
        <saml:Issuer>\(Self.escaped(provider.spEntityId))</saml:Issuer>\
        <samlp:NameIDPolicy AllowCreate="true"/></samlp:AuthnRequest>
        """
    }

    /// The IdP's SSO URL with `SAMLRequest` (and `RelayState` when given); nil if DEFLATE fails.
    func redirectURL(relayState: String?) -> String? {
        guard let deflated = Self.rawDeflate(Array(xml.utf8)) else { return nil }
        var query = "SAMLRequest=" + Self.percentEncoded(Data(deflated).base64EncodedString())
        if let relayState { query += "&RelayState=" + Self.percentEncoded(relayState) }
        return provider.ssoURL + (provider.ssoURL.contains("?") ? "&" : "?") + query
    }

    static func rawDeflate(_ bytes: [UInt8]) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: bytes.count + 128)
        let capacity = output.count
        let written = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                sesame_raw_deflate(input.baseAddress, UInt(input.count), out.baseAddress, UInt(capacity))
            }
        }
        guard written >= 0 else { return nil }
        return Array(output.prefix(written))
    }

    private static func percentEncoded(_ text: String) -> String {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
