/// What Sesame needs of one `saml.*` provider (an `inboundSamlConfigs` entry): the IdP that signs, where
/// to send people, and who we are to it.
struct SAMLProviderConfig: Sendable, Equatable {
    /// `saml.…`
    let providerId: String
    /// `idpConfig.idpEntityId`: the Issuer of every response.
    let idpEntityId: String
    /// `idpConfig.ssoUrl`: where the AuthnRequest goes.
    let ssoURL: String
    /// `idpConfig.idpCertificates[].x509Certificate`: PEM, or the bare base64 of the DER.
    let certificates: [String]
    /// `spConfig.spEntityId`: the Audience every assertion must name.
    let spEntityId: String
    /// `spConfig.callbackUri`: the Destination and Recipient; `requestUri` must be it.
    let callbackURI: String
    var enabled: Bool = true

    /// The certificates as PEM, whichever form they were configured in.
    var pemCertificates: [String] {
        certificates.map { text in
            if text.contains("-----BEGIN CERTIFICATE-----") { return text }
            let body = text.filter { !$0.isWhitespace }
            var lines: [String] = []
            var rest = Substring(body)
            while !rest.isEmpty {
                lines.append(String(rest.prefix(64)))
                rest = rest.dropFirst(64)
            }
            return (["-----BEGIN CERTIFICATE-----"] + lines + ["-----END CERTIFICATE-----", ""])
                .joined(separator: "\n")
        }
    }
}
