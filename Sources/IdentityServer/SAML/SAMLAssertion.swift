import Foundation

/// The verified content of a SAML response's single assertion.
struct SAMLAssertion: Sendable, Equatable {
    /// The assertion's `ID` (single use, see `SAMLReplayGuard`).
    let id: String
    let issuer: String
    /// The subject's `NameID`: the federated id.
    let nameID: String
    let nameIDFormat: String?
    /// `AttributeStatement` values by attribute `Name`, in document order within each name.
    let attributes: [String: [String]]
    /// The first instant at which it is no longer accepted (its earliest NotOnOrAfter).
    let expiresAt: Date

    /// The first value of the first attribute (by name) one of `names` names, compared without letter
    /// case, whole or as the last segment of a URI-shaped name (`…/claims/emailaddress`, `…:mail`).
    func firstValue(of names: Set<String>) -> String? {
        attributes.sorted { $0.key < $1.key }.first { name, _ in
            let lowered = name.lowercased()
            let last = lowered.split(whereSeparator: { $0 == ":" || $0 == "/" }).last.map(String.init)
            return names.contains(lowered) || last.map(names.contains) == true
        }?.value.first
    }
}
