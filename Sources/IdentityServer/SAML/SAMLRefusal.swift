import AuthModel

/// Why a SAML response was refused: a closed vocabulary, each answered as `INVALID_IDP_RESPONSE` with a
/// detail that names the rule and none of the response's content.
enum SAMLRefusal: Error, Equatable, Sendable {
    case unavailable
    case malformed
    case documentTypeDeclaration
    case notAResponse
    case statusNotSuccess
    case encryptedAssertion
    case assertionCount
    case duplicateID
    case unsigned
    case misplacedSignature
    case referenceMismatch
    case signatureInvalid
    case wrongIssuer
    case wrongDestination
    case noBearerConfirmation
    case inResponseToMismatch
    case notYetValid
    case expired
    case wrongAudience
    case nameIDMissing
    case unexpectedMarkup
    case replayed

    var detail: String {
        switch self {
        case .unavailable: "the XML security library is not available."
        case .malformed: "SAMLResponse is not a well-formed base64 XML document."
        case .documentTypeDeclaration: "SAMLResponse must not declare a document type or entities."
        case .notAResponse: "SAMLResponse is not a SAML 2.0 Response."
        case .statusNotSuccess: "the identity provider did not answer with success."
        case .encryptedAssertion: "encrypted assertions are not supported."
        case .assertionCount: "SAMLResponse must carry exactly one assertion, directly in the Response."
        case .duplicateID: "SAMLResponse repeats an ID."
        case .unsigned: "SAMLResponse is not signed."
        case .misplacedSignature:
            "a signature is neither on the Response nor on its assertion, or is not alone there."
        case .referenceMismatch: "the signature does not cover the element it is in."
        case .signatureInvalid: "the signature does not verify with the provider's certificates."
        case .wrongIssuer: "the issuer is not the provider's idpEntityId."
        case .wrongDestination: "the Destination is not the provider's callback URI."
        case .noBearerConfirmation: "no bearer subject confirmation names the callback URI as Recipient."
        case .inResponseToMismatch: "InResponseTo does not match the authentication request."
        case .notYetValid: "the assertion is not valid yet."
        case .expired: "the assertion has expired."
        case .wrongAudience: "the assertion's audience is not the provider's spEntityId."
        case .nameIDMissing: "the assertion has no subject NameID."
        case .unexpectedMarkup: "a value of the assertion contains markup or comments."
        case .replayed: "the assertion has been used already."
        }
    }

    var apiError: APIError { .code(.invalidIDPResponse, "Invalid Idp Response: " + detail) }
}
