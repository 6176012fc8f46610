import Foundation

/// The rules a signed response must also meet: Success status; Issuer = idpEntityId; Destination =
/// callback URI; a bearer SubjectConfirmation whose Recipient is the callback URI, still in time, and
/// whose InResponseTo matches the request; Conditions in time (with `skew`) and an AudienceRestriction
/// naming spEntityId; a NameID of plain text.
struct SAMLAssertionRules {
    let provider: InboundSamlConfig
    let skew: TimeInterval
    let now: Date
    let expectedRequestID: String?

    func checkResponse(_ response: SAMLNode) throws(SAMLRefusal) {
        let status = response.child("Status", in: SAMLNamespace.protocol)?
            .child("StatusCode", in: SAMLNamespace.protocol)?.attribute("Value")
        guard status == SAMLNamespace.success else { throw .statusNotSuccess }
        if let issuer = response.child("Issuer", in: SAMLNamespace.assertion) {
            guard try issuer.text() == provider.idpEntityId else { throw .wrongIssuer }
        }
        if let destination = response.attribute("Destination") {
            guard destination == provider.callbackURI else { throw .wrongDestination }
        }
        try checkInResponseTo(response.attribute("InResponseTo"))
    }

    func verifiedAssertion(_ assertion: SAMLNode) throws(SAMLRefusal) -> SAMLAssertion {
        guard let id = assertion.attribute("ID"), !id.isEmpty else { throw .referenceMismatch }
        guard let issuer = assertion.child("Issuer", in: SAMLNamespace.assertion),
            try issuer.text() == provider.idpEntityId
        else { throw .wrongIssuer }
        guard let subject = assertion.child("Subject", in: SAMLNamespace.assertion),
            let nameIDNode = subject.child("NameID", in: SAMLNamespace.assertion)
        else { throw .nameIDMissing }
        let nameID = try nameIDNode.text().trimmingCharacters(in: .whitespacesAndNewlines)
        guard !nameID.isEmpty else { throw .nameIDMissing }
        let confirmationExpiry = try bearerConfirmationExpiry(subject)
        let conditionsExpiry = try checkConditions(assertion.child("Conditions", in: SAMLNamespace.assertion))
        return SAMLAssertion(
            id: id, issuer: provider.idpEntityId, nameID: nameID,
            nameIDFormat: nameIDNode.attribute("Format"),
            attributes: try attributes(assertion),
            expiresAt: min(confirmationExpiry, conditionsExpiry ?? confirmationExpiry))
    }

    /// The expiry of the first bearer confirmation meant for us; refuses when there is none.
    private func bearerConfirmationExpiry(_ subject: SAMLNode) throws(SAMLRefusal) -> Date {
        var refusal = SAMLRefusal.noBearerConfirmation
        for confirmation in subject.children("SubjectConfirmation", in: SAMLNamespace.assertion)
        where confirmation.attribute("Method") == SAMLNamespace.bearer {
            guard let data = confirmation.child("SubjectConfirmationData", in: SAMLNamespace.assertion),
                data.attribute("Recipient") == provider.callbackURI,
                let notOnOrAfter = SAMLInstant.parse(data.attribute("NotOnOrAfter"))
            else { continue }
            do {
                try checkWindow(notBefore: data.attribute("NotBefore"), notOnOrAfter: notOnOrAfter)
                try checkInResponseTo(data.attribute("InResponseTo"))
                return notOnOrAfter
            } catch {
                refusal = error
            }
        }
        throw refusal
    }

    /// Checks Conditions (required, with an AudienceRestriction) and answers its NotOnOrAfter.
    private func checkConditions(_ conditions: SAMLNode?) throws(SAMLRefusal) -> Date? {
        guard let conditions else { throw .wrongAudience }
        let notOnOrAfter = conditions.attribute("NotOnOrAfter")
        guard notOnOrAfter == nil || SAMLInstant.parse(notOnOrAfter) != nil else { throw .malformed }
        try checkWindow(
            notBefore: conditions.attribute("NotBefore"), notOnOrAfter: SAMLInstant.parse(notOnOrAfter))
        let restrictions = conditions.children("AudienceRestriction", in: SAMLNamespace.assertion)
        guard !restrictions.isEmpty else { throw .wrongAudience }
        for restriction in restrictions {
            var audiences: [String] = []
            for audience in restriction.children("Audience", in: SAMLNamespace.assertion) {
                audiences.append(try audience.text().trimmingCharacters(in: .whitespacesAndNewlines))
            }
            guard audiences.contains(provider.spEntityId) else { throw .wrongAudience }
        }
        return SAMLInstant.parse(notOnOrAfter)
    }

    private func checkWindow(notBefore: String?, notOnOrAfter: Date?) throws(SAMLRefusal) {
        if let notBefore {
            guard let start = SAMLInstant.parse(notBefore) else { throw .malformed }
            guard now.addingTimeInterval(skew) >= start else { throw .notYetValid }
        }
        if let notOnOrAfter, now.addingTimeInterval(-skew) >= notOnOrAfter { throw .expired }
    }

    private func checkInResponseTo(_ value: String?) throws(SAMLRefusal) {
        guard value == expectedRequestID else { throw .inResponseToMismatch }
    }

    private func attributes(_ assertion: SAMLNode) throws(SAMLRefusal) -> [String: [String]] {
        var attributes: [String: [String]] = [:]
        for statement in assertion.children("AttributeStatement", in: SAMLNamespace.assertion) {
            for attribute in statement.children("Attribute", in: SAMLNamespace.assertion) {
                guard let name = attribute.attribute("Name"), !name.isEmpty else { continue }
                for value in attribute.children("AttributeValue", in: SAMLNamespace.assertion) {
                    attributes[name, default: []].append(try value.text())
                }
            }
        }
        return attributes
    }
}
