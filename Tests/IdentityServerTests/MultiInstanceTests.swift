import Foundation
import IdentityServer
import Testing

@Suite struct MultiInstanceTests {
    @Test func twoInstancesOnOneStoreShareAccountsKeysAndRateLimits() async throws {
        let directory = try TemporaryDirectory()
        let clock = ManualClock()
        try await TestServer.with(
            directory: directory, clock: clock, configure: { $0.rateLimits.signInPerAccount = 2 }
        ) {
            (first: TestServer) async throws in
            try await TestServer.with(
                directory: directory, clock: clock, configure: { $0.rateLimits.signInPerAccount = 2 }
            ) { (second: TestServer) async throws in
                let signUp = try await first.signUp("shared@example.com")
                let signIn = try await second.signIn("shared@example.com")
                #expect(signIn.string("localId") == signUp.string("localId"))
                let lookup = try await first.accounts("lookup", ["idToken": signIn["idToken"]!])
                #expect(lookup.status == 200)
                let firstKeys = try await first.request("GET", "/.well-known/jwks.json", credential: .none)
                let secondKeys = try await second.request("GET", "/.well-known/jwks.json", credential: .none)
                #expect(firstKeys.text == secondKeys.text)
                #expect(try await first.signIn("shared@example.com").status == 200)
                #expect(
                    try await second.signIn("shared@example.com").errorMessage?
                        .hasPrefix("TOO_MANY_ATTEMPTS_TRY_LATER") == true)
            }
        }
    }
}
