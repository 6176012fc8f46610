import AuthCrypto
import Foundation
import IdentityServer
import Testing

/// Apple's first-sign-in name, passed on by the client as `postBody`'s
/// `user={"name":{"firstName":…,"lastName":…}}`: it names new accounts only and is checked as user input.
@Suite struct AppleFirstSignInNameTests {
    static let nonce = "raw-nonce-name"

    private func signIn(
        _ server: TestServer, _ provider: TestIdentityProvider, subject: String, email: String? = nil,
        user: String?, idToken: String? = nil
    ) async throws -> TestServer.Reply {
        let claims = try TestIdentityProvider.appleClaims(
            subject: subject, email: email, rawNonce: Self.nonce, now: server.clock.milliseconds / 1000)
        var postBody =
            "providerId=apple.com&id_token=\(try provider.ec.sign(claims: claims))&nonce=\(Self.nonce)"
        if let user { postBody += "&user=" + user }
        return try await server.signInWithIdp(postBody: postBody, idToken: idToken)
    }

    /// The stored display name, as `accounts:lookup` reports it.
    private func storedName(_ server: TestServer, _ reply: TestServer.Reply) async throws -> String? {
        let idToken = try #require(reply.string("idToken"))
        let lookup = try await server.accounts("lookup", ["idToken": .string(idToken)])
        return lookup.json["users"]?.arrayValue?.first?["displayName"]?.stringValue
    }

    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }

    @Test func aNewAccountIsNamedAfterTheUserParameterAsTheIOSSDKSendsIt() async throws {
        try await withIdentityProvider { server, provider in
            // The iOS SDK builds postBody with URLComponents.query: the JSON arrives unencoded.
            let raw = #"{"name":{"firstName":"Ada","lastName":"Lovelace"}}"#
            let reply = try await signIn(server, provider, subject: "a-name-1", user: raw)
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply["isNewUser"] == true)
            #expect(reply.string("displayName") == "Ada Lovelace")
            #expect(reply.string("firstName") == "Ada")
            #expect(reply.string("lastName") == "Lovelace")
            #expect(reply.string("fullName") == "Ada Lovelace")
            #expect(try await storedName(server, reply) == "Ada Lovelace")

            // Percent-encoded (AuthClient, form encoders), one part only, white space trimmed.
            let encoded = Self.encoded(#"{"name":{"firstName":"  Grace ","lastName":null}}"#)
            let grace = try await signIn(server, provider, subject: "a-name-2", user: encoded)
            #expect(grace.status == 200)
            #expect(grace.string("firstName") == "Grace")
            #expect(grace["lastName"] == nil)
            #expect(try await storedName(server, grace) == "Grace")
        }
    }

    @Test func anExistingAccountKeepsItsName() async throws {
        try await withIdentityProvider { server, provider in
            let named = #"{"name":{"firstName":"Ada","lastName":"Lovelace"}}"#
            let first = try await signIn(server, provider, subject: "a-name-3", user: named)
            let again = try await signIn(
                server, provider, subject: "a-name-3", user: #"{"name":{"firstName":"Mallory"}}"#)
            #expect(again.string("localId") == first.string("localId"))
            #expect(again["isNewUser"] == nil)
            #expect(try await storedName(server, again) == "Ada Lovelace")

            // Signed in once without a name: a later name does not name the account either.
            let nameless = try await signIn(server, provider, subject: "a-name-4", user: nil)
            #expect(try await storedName(server, nameless) == nil)
            let later = try await signIn(server, provider, subject: "a-name-4", user: named)
            #expect(later.string("localId") == nameless.string("localId"))
            #expect(try await storedName(server, later) == nil)

            // An account joined through a verified e-mail keeps its own name.
            let owner = try #require(try await server.signUp("tim@example.com").string("localId"))
            let update = try await server.admin(
                ":update", ["localId": .string(owner), "emailVerified": true, "displayName": "Tim"])
            #expect(update.status == 200)
            let joined = try await signIn(
                server, provider, subject: "a-name-5", email: "tim@example.com",
                user: #"{"name":{"firstName":"Timothy","lastName":"Apple"}}"#)
            #expect(joined.string("localId") == owner)
            #expect(try await storedName(server, joined) == "Tim")
        }
    }

    @Test func linkingFillsAMissingNameAndKeepsAnExistingOne() async throws {
        try await withIdentityProvider { server, provider in
            let name = #"{"name":{"firstName":"Ada","lastName":"Lovelace"}}"#
            let plain = try await server.signUp("plain@example.com")
            let filled = try await signIn(
                server, provider, subject: "a-name-6", user: name, idToken: plain.string("idToken"))
            #expect(filled.status == 200, "\(filled.text)")
            #expect(filled.string("localId") == plain.string("localId"))
            #expect(try await storedName(server, filled) == "Ada Lovelace")

            let other = try await server.signUp("named@example.com")
            let localId = try #require(other.string("localId"))
            #expect(
                try await server.admin(":update", ["localId": .string(localId), "displayName": "Kept"]).status
                    == 200)
            let kept = try await signIn(
                server, provider, subject: "a-name-7", user: name, idToken: other.string("idToken"))
            #expect(kept.status == 200)
            #expect(try await storedName(server, kept) == "Kept")
        }
    }

    @Test(arguments: [
        #"{"name":{"firstName":42,"lastName":"Lovelace"}}"#,
        #"{"name":{"firstName":["Ada"]}}"#,
        #"{"name":"Ada Lovelace"}"#,
        #"{"name":{}}"#,
        #"{"name":{"firstName":"   "}}"#,
        #"{"name":{"firstName":"Ada\u0007"}}"#,
        #"{"name":{"firstName":"Ada\nLovelace"}}"#,
        #"{"name":{"firstName":"Ada\u202Eecalevol"}}"#,
        #"{"name":{"lastName":"\u2067Lovelace\u2069"}}"#,
        "{\"name\":{\"firstName\":\"" + String(repeating: "a", count: 129) + "\"}}",
        "{\"pad\":\"" + String(repeating: "x", count: 2100) + "\",\"name\":{\"firstName\":\"Ada\"}}",
        "not json",
        "[1,2]",
    ])
    func anUnacceptableNameIsIgnoredAndTheSignInGoesOn(user: String) async throws {
        try await withIdentityProvider { server, provider in
            let reply = try await signIn(server, provider, subject: "a-bad-name", user: Self.encoded(user))
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply["isNewUser"] == true)
            #expect(reply["displayName"] == nil)
            #expect(reply["firstName"] == nil && reply["fullName"] == nil)
            #expect(try await storedName(server, reply) == nil)
        }
    }

    @Test func theLongestAcceptedPartAndOnlyForApple() async throws {
        try await withIdentityProvider { server, provider in
            let longest = String(repeating: "가", count: 128)
            let reply = try await signIn(
                server, provider, subject: "a-name-8",
                user: Self.encoded("{\"name\":{\"lastName\":\"\(longest)\"}}"))
            #expect(try await storedName(server, reply) == longest)

            let token = try provider.rsa.sign(
                claims: TestIdentityProvider.googleClaims(
                    subject: "g-name", email: nil, now: server.clock.milliseconds / 1000, name: nil))
            let google = try await server.signInWithIdp(
                postBody: "providerId=google.com&id_token=\(token)&user="
                    + Self.encoded(#"{"name":{"firstName":"Not","lastName":"Google's"}}"#))
            #expect(google.status == 200)
            #expect(try await storedName(server, google) == nil)
        }
    }
}
