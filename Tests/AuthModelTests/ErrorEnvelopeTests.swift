import Foundation
import Testing

@testable import AuthModel

struct ErrorEnvelopeTests {
    @Test func businessErrorEncodesTheDocumentedShape() throws {
        let envelope = ServerErrorCode.emailExists.envelope()
        let expected = try JSONValue(
            json: """
            {"error": {"code": 400, "message": "EMAIL_EXISTS",
                       "errors": [{"message": "EMAIL_EXISTS", "domain": "global", "reason": "invalid"}]}}
            """)
        #expect(try JSONValue(encoding: envelope) == expected)
    }

    @Test func detailUsesSpaceColonSpace() throws {
        let envelope = ServerErrorCode.weakPassword.envelope(
            detail: "Password should be at least 6 characters")
        #expect(envelope.error.message == "WEAK_PASSWORD : Password should be at least 6 characters")
        #expect(envelope.error.errors?.first?.message == envelope.error.message)
        #expect(envelope.error.status == nil)
        #expect(envelope.authError.kind == .weakPassword)
        #expect(envelope.authError.detail == "Password should be at least 6 characters")
        #expect(ServerErrorCode.weakPassword.message(detail: "") == "WEAK_PASSWORD")
    }

    @Test func transportErrorsCarryStatus() throws {
        let expected = try JSONValue(
            json: """
            {"error":{"code":403,"message":"The request is missing a valid API key.",
              "errors":[{"message":"The request is missing a valid API key.","reason":"forbidden",
                         "domain":"global"}],"status":"PERMISSION_DENIED"}}
            """)
        #expect(try JSONValue(encoding: ErrorEnvelope.missingAPIKey) == expected)
        #expect(ErrorEnvelope.unauthenticated.error.code == 401)
        #expect(ErrorEnvelope.unauthenticated.error.errors?.first?.reason == "authError")
        #expect(ErrorEnvelope.notFound.error.errors?.first?.reason == "notFound")
        #expect(ErrorEnvelope.notImplemented("x").error.status == "NOT_IMPLEMENTED")
        #expect(
            ErrorEnvelope.invalidJSONPayload("Unexpected token").error.errors?.first?.reason == "parseError")
        #expect(ErrorEnvelope.internalError.error.code == 500)
    }

    @Test func decodesEnvelopeWithoutErrorsArrayAndWithUnknownFields() throws {
        let envelope = try decode(
            ErrorEnvelope.self, #"{"error":{"code":400,"message":"USER_NOT_FOUND","details":[]},"extra":1}"#)
        #expect(envelope.error.errors == nil)
        #expect(envelope.authError.kind == .userNotFound)
    }

    @Test func keyInvalidReasonMeansInvalidAPIKey() throws {
        let envelope = try decode(
            ErrorEnvelope.self,
            """
            {"error":{"code":400,"message":"API key not valid. Please pass a valid API key.",
              "errors":[{"message":"API key not valid. Please pass a valid API key.","domain":"global",
                         "reason":"badRequest"},{"message":"x","domain":"global","reason":"keyInvalid"}],
              "status":"INVALID_ARGUMENT"}}
            """)
        #expect(envelope.authError.kind == .invalidAPIKey)
    }

    @Test func everyServerCodeIsAFourHundred() {
        for code in ServerErrorCode.allCases {
            #expect(code.envelope().error.code == 400)
            #expect(code.envelope().error.message == code.rawValue)
        }
    }
}
