import AuthClient
import AuthCrypto
import AuthModel
import Foundation
import RxCore
import ServerTestSupport
import Testing

/// Passkeys through AuthClient against `sesame serve`, with the server suites' software authenticator
/// standing in for the platform: enrol (the browser's JSON shape and iOS's bytes), sign out, sign in
/// with a passkey, list, remove — and a removed passkey no longer signs in.
struct PasskeyTests {
    /// The platform's step: the authenticator answers the options the client got from the server.
    static func register(_ authenticator: SoftAuthenticator, _ options: PasskeyCreationOptions) throws -> Data {
        let json = try JSONDecoder().decode(AuthCrypto.JSON.self, from: options.json.data)
        return try authenticator.register(json).data
    }

    static func assert(_ authenticator: SoftAuthenticator, _ options: PasskeyRequestOptions) throws -> Data {
        let json = try JSONDecoder().decode(AuthCrypto.JSON.self, from: options.json.data)
        return try authenticator.assert(json).data
    }

    @Test func enrolSignOutSignInWithThePasskeyListAndRemoveIt() async throws {
        try await SesameServer.with { server in
            let app = try ClientUnderTest(server: server)
            let ada = try await app.client.signUp(email: "ada@example.com", password: "correct horse").value
            #expect(ada.passkeys.isEmpty)

            // A browser's credential JSON (base64url with rawId and type).
            let laptop = try SoftAuthenticator()
            let options = try await app.client.startPasskeyEnrollment().value
            #expect(options.relyingPartyID == "localhost")
            #expect(options.userID == Data(ada.uid.utf8))
            let browserJSON = try Self.register(laptop, options)
            let enrolled = try await app.client.finalizePasskeyEnrollment(
                try WebAuthnCredential(json: browserJSON), name: "Laptop"
            ).value
            #expect(enrolled.passkeys.map(\.name) == ["Laptop"])
            #expect(enrolled.passkeys.first?.credentialID == laptop.id)
            #expect(app.currentUser?.passkeys == enrolled.passkeys)

            // iOS's ASAuthorization result as bytes (what the app reads off the registration).
            let phone = try SoftAuthenticator()
            let phoneOptions = try await app.client.startPasskeyEnrollment().value
            let phoneJSON = try AuthModel.JSONValue(data: try Self.register(phone, phoneOptions))
            let field = { (name: String) in Base64URL.decode(phoneJSON["response"]?[name]?.stringValue ?? "") ?? Data() }
            let bytes = WebAuthnCredential.registration(
                credentialID: Data(phone.credentialId), clientDataJSON: field("clientDataJSON"),
                attestationObject: field("attestationObject"))
            let both = try await app.client.finalizePasskeyEnrollment(bytes, name: "Phone").value
            #expect(both.passkeys.map(\.name) == ["Laptop", "Phone"])

            try await app.client.signOut().value
            #expect(app.currentUser == nil)

            let request = try await app.client.startPasskeySignIn().value
            let assertion = try WebAuthnCredential(json: try Self.assert(laptop, request))
            let signedIn = try await app.client.finalizePasskeySignIn(assertion).value
            #expect(signedIn.uid == ada.uid)
            #expect(signedIn.passkeys.count == 2)
            let session = try #require(try app.storedSession())
            #expect(try claims(of: session.idToken).firebase?.signInProvider == "passkey")

            let reloaded = try await app.client.reload().value
            #expect(reloaded.passkeys.map(\.credentialID) == [laptop.id, phone.id])
            let remaining = try await app.client.deletePasskey(credentialID: laptop.id).value
            #expect(remaining.passkeys.map(\.name) == ["Phone"])

            try await app.client.signOut().value
            let again = try await app.client.startPasskeySignIn().value
            let removed = try WebAuthnCredential(json: try Self.assert(laptop, again))
            await #expect(throws: AuthError(.passkeyNotFound)) {
                _ = try await app.client.finalizePasskeySignIn(removed).value
            }
            #expect(app.currentUser == nil)
            let withPhone = try WebAuthnCredential(json: try Self.assert(phone, again))
            #expect(try await app.client.finalizePasskeySignIn(withPhone).value.uid == ada.uid)
        }
    }

    @Test func aResponseToAnotherChallengeIsRefusedAndSignsNothingIn() async throws {
        try await SesameServer.with { server in
            let app = try ClientUnderTest(server: server)
            _ = try await app.client.signUp(email: "kim@example.com", password: "correct horse").value
            let key = try SoftAuthenticator()
            let options = try await app.client.startPasskeyEnrollment().value
            _ = try await app.client.finalizePasskeyEnrollment(
                try WebAuthnCredential(json: try Self.register(key, options)), name: nil
            ).value
            #expect(app.currentUser?.passkeys.map(\.name) == ["Unnamed Passkey"])
            try await app.client.signOut().value

            let used = try await app.client.startPasskeySignIn().value
            let first = try WebAuthnCredential(json: try Self.assert(key, used))
            _ = try await app.client.finalizePasskeySignIn(first).value
            try await app.client.signOut().value
            // The same challenge again: used up.
            let replay = try WebAuthnCredential(json: try Self.assert(key, used))
            await #expect(throws: AuthError(.invalidPasskeyResponse)) {
                _ = try await app.client.finalizePasskeySignIn(replay).value
            }
            #expect(app.currentUser == nil)
        }
    }
}
