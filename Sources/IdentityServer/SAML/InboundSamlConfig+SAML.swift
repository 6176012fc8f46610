extension InboundSamlConfig {
    /// A provider as the SAML code needs it (tests, and code that has no stored record).
    init(
        providerId: String, idpEntityId: String, ssoURL: String, certificates: [String], spEntityId: String,
        callbackURI: String
    ) {
        self.providerId = providerId
        self.displayName = nil
        self.enabled = true
        self.idpEntityId = idpEntityId
        self.ssoURL = ssoURL
        self.certificates = certificates
        self.signsRequests = false
        self.spEntityId = spEntityId
        self.callbackURI = callbackURI
    }

    /// The certificates as PEM, whichever form they were configured in (PEM, or the bare base64 of the
    /// DER as Identity Platform also takes them).
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
