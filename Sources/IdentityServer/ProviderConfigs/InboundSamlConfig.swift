import AuthCrypto
import Storage

/// A SAML 2.0 identity provider (`saml.*`) as an admin configured it (`inboundSamlConfigs`), Sesame
/// being the service provider.
struct InboundSamlConfig: Sendable, Equatable {
    let providerId: String
    let displayName: String?
    let enabled: Bool
    /// `idpConfig.idpEntityId`: the `Issuer` of its responses.
    let idpEntityId: String
    /// `idpConfig.ssoUrl`: where AuthnRequests go.
    let ssoURL: String
    /// `idpConfig.idpCertificates[].x509Certificate`: the certificates whose keys may sign (PEM or
    /// base64 DER, as given).
    let certificates: [String]
    /// `idpConfig.signRequest`.
    let signsRequests: Bool
    /// `spConfig.spEntityId`: the audience assertions must name.
    let spEntityId: String
    /// `spConfig.callbackUri`: the Recipient/Destination responses must name.
    let callbackURI: String

    init?(_ record: ProviderConfigRecord) {
        guard record.collection == .inboundSaml else { return nil }
        let fields = ProviderConfigResource.settings(record)
        let idp = fields["idpConfig"], sp = fields["spConfig"]
        guard let idpEntityId = idp?["idpEntityId"]?.stringValue, let ssoURL = idp?["ssoUrl"]?.stringValue,
            let spEntityId = sp?["spEntityId"]?.stringValue, let callbackURI = sp?["callbackUri"]?.stringValue
        else { return nil }
        providerId = record.providerId
        displayName = fields["displayName"]?.stringValue
        enabled = fields["enabled"]?.boolValue ?? false
        self.idpEntityId = idpEntityId
        self.ssoURL = ssoURL
        certificates = (idp?["idpCertificates"]?.arrayValue ?? []).compactMap { $0["x509Certificate"]?.stringValue }
        signsRequests = idp?["signRequest"]?.boolValue ?? false
        self.spEntityId = spEntityId
        self.callbackURI = callbackURI
    }
}
