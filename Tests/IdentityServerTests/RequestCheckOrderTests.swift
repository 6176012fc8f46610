import AuthCrypto
import IdentityServer
import Testing

/// Which error a request gets when several are due: Firebase's order, checked field by field, so that
/// clients matching on codes see the same answer.
@Suite struct RequestCheckOrderTests {
    @Test func signInAndResetCheckTheTenantFirstAndAnEmptyAddressIsInvalid() async throws {
        try await TestServer.with(configure: { $0.enumerationProtection = false }) { server throws in
            #expect(try await server.accounts("signInWithPassword", ["email": "", "password": "x"]).errorMessage == "INVALID_EMAIL")
            #expect(try await server.accounts("signInWithPassword", ["password": "x"]).errorMessage == "MISSING_EMAIL")
            let closed = try await TenantTests.create(server, ["displayName": "No-Passwords"])
            #expect(
                try await server.accounts("signInWithPassword", ["tenantId": .string(closed)]).errorMessage
                    == "PASSWORD_LOGIN_DISABLED")
            #expect(
                try await server.accounts("resetPassword", ["tenantId": .string(closed)]).errorMessage
                    == "PASSWORD_LOGIN_DISABLED")
        }
    }

    @Test func sendOobCodeChecksItsFieldsInFirebasesOrder() async throws {
        try await TestServer.with { server throws in
            let user = try await server.signUp("ada@example.com")
            // VERIFY_EMAIL: an end user without an ID token has an invalid one; an admin without one names the address.
            #expect(
                try await server.accounts("sendOobCode", ["requestType": "VERIFY_EMAIL", "email": "ada@example.com"])
                    .errorMessage == "INVALID_ID_TOKEN")
            #expect(
                try await server.accounts(
                    "sendOobCode", ["requestType": "VERIFY_EMAIL", "returnOobLink": true], credential: .bearer()
                ).errorMessage == "MISSING_EMAIL")
            // VERIFY_AND_CHANGE_EMAIL: the new address first.
            #expect(
                try await server.accounts(
                    "sendOobCode", ["requestType": "VERIFY_AND_CHANGE_EMAIL", "idToken": user["idToken"]!]
                ).errorMessage == "MISSING_NEW_EMAIL")
            #expect(
                try await server.accounts(
                    "sendOobCode", ["requestType": "VERIFY_AND_CHANGE_EMAIL", "newEmail": "b@example.com"]
                ).errorMessage == "MISSING_ID_TOKEN")
            #expect(
                try await server.accounts(
                    "sendOobCode", ["requestType": "VERIFY_AND_CHANGE_EMAIL", "newEmail": "b@example.com"],
                    credential: .bearer()
                ).errorMessage == "MISSING_EMAIL")
        }
    }

    @Test func anAdminDeleteNamesItsAccountEvenWithAnIDToken() async throws {
        try await TestServer.with { server throws in
            let user = try await server.signUp("del@example.com")
            #expect(
                try await server.accounts("delete", ["idToken": user["idToken"]!], credential: .bearer()).errorMessage
                    == "MISSING_LOCAL_ID")
            #expect(try await server.signIn("del@example.com").status == 200)
        }
    }

    /// With enumeration protection an admin asking for an unknown address's reset link gets the same
    /// answer as for a known one, without a code; without protection EMAIL_NOT_FOUND.
    @Test func anAdminsResetForAnUnknownAddressFollowsEnumerationProtection() async throws {
        let body: JSON = ["requestType": "PASSWORD_RESET", "email": "nobody@example.com", "returnOobLink": true]
        try await TestServer.with { server throws in
            let reply = try await server.accounts("sendOobCode", body, credential: .bearer())
            #expect(reply.status == 200)
            #expect(reply.json == ["kind": "identitytoolkit#GetOobConfirmationCodeResponse", "email": "nobody@example.com"])
        }
        try await TestServer.with(configure: { $0.enumerationProtection = false }) { server throws in
            #expect(try await server.accounts("sendOobCode", body, credential: .bearer()).errorMessage == "EMAIL_NOT_FOUND")
        }
    }
}
