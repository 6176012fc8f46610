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

    /// The first value of the first attribute named `names` (compared without letter case).
    func firstValue(of names: Set<String>) -> String? {
        attributes.sorted { $0.key < $1.key }.first { names.contains($0.key.lowercased()) }?.value.first
    }
}
