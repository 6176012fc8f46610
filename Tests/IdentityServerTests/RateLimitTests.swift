import AuthCrypto
import IdentityServer
import Testing

@Suite struct RateLimitTests {
    @Test func signInTripsThePerAccountLimit() async throws {
        try await TestServer.with(configure: { $0.rateLimits.signInPerAccount = 3 }) { server in
            _ = try await server.signUp("limited@example.com")
            for _ in 0..<3 {
                #expect(try await server.signIn("limited@example.com", "wrong-one").status == 400)
            }
            let tripped = try await server.signIn("limited@example.com")
            #expect(tripped.errorMessage?.hasPrefix("TOO_MANY_ATTEMPTS_TRY_LATER : ") == true)
            // How long the lock lasts: the rest of the 60-second window.
            let retryAfter = try #require(tripped.headers["retry-after"].flatMap { Int($0) })
            #expect((1...60).contains(retryAfter))
            #expect(
                try await server.signIn("other@example.com", "wrong-one").errorMessage
                    == "INVALID_LOGIN_CREDENTIALS")
            server.clock.advance(seconds: 61)
            #expect(try await server.signIn("limited@example.com").status == 200)
        }
    }

    @Test func signUpAndOobTripThePerIPLimit() async throws {
        try await TestServer.with(configure: {
            $0.rateLimits.signUpPerIP = 2; $0.rateLimits.oobPerIP = 1
        }) {
            (server: TestServer) async throws in
            #expect(try await server.accounts("signUp", [:]).status == 200)
            #expect(try await server.accounts("signUp", [:]).status == 200)
            #expect(try await server.accounts("signUp", [:]).errorMessage == "TOO_MANY_ATTEMPTS_TRY_LATER")
            let body: JSON = ["requestType": "PASSWORD_RESET", "email": "a@example.com"]
            #expect(try await server.accounts("sendOobCode", body).status == 200)
            #expect(
                try await server.accounts("sendOobCode", body).errorMessage == "TOO_MANY_ATTEMPTS_TRY_LATER")
        }
    }

    @Test func limitsCanBeTurnedOff() async throws {
        try await TestServer.with(configure: {
            $0.rateLimits = RateLimitSettings(enabled: false, signUpPerIP: 1)
        }) {
            (server: TestServer) async throws in
            for _ in 0..<3 { #expect(try await server.accounts("signUp", [:]).status == 200) }
        }
    }
}
