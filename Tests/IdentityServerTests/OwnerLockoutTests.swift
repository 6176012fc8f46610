import Foundation
import IdentityServer
import Testing

/// Guessing is capped per address, per (account, address) and per account, but the owner is not
/// stranded: one noisy address is refused before the account-wide cap trips, a completed password
/// reset lifts the account's lock at once, and the lock never outlasts its window.
@Suite struct OwnerLockoutTests {
    static func configure(_ configuration: inout ServerConfiguration) {
        configuration.trustedProxies = try! TrustedProxies(["127.0.0.1", "::1"])
        configuration.rateLimits.signInPerAccount = 10
        configuration.rateLimits.signInPerAccountAndIP = 3
        configuration.rateLimits.signInPerIP = 1000
    }

    func signIn(_ server: TestServer, _ email: String, _ password: String, from address: String) async throws
        -> TestServer.Reply
    {
        try await server.request(
            "POST", "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword",
            json: ["email": .string(email), "password": .string(password), "returnSecureToken": true],
            headers: ["X-Forwarded-For": address])
    }

    @Test func oneNoisyAddressIsRefusedBeforeTheOwnerIsLockedOut() async throws {
        try await TestServer.with(configure: Self.configure) { server in
            _ = try await server.signUp("owner@example.com", "right-pass-1")
            for _ in 0..<3 {
                #expect(
                    try await signIn(server, "owner@example.com", "guess", from: "198.51.100.7").status == 400
                )
            }
            let refused = try await signIn(server, "owner@example.com", "guess", from: "198.51.100.7")
            #expect(refused.errorMessage?.hasPrefix("TOO_MANY_ATTEMPTS_TRY_LATER") == true)
            #expect(
                try await signIn(server, "owner@example.com", "right-pass-1", from: "203.0.113.9").status
                    == 200)
        }
    }

    @Test func aDistributedGuessStaysCappedAndAResetLiftsTheLock() async throws {
        try await TestServer.with(configure: Self.configure) { server in
            _ = try await server.signUp("target@example.com", "right-pass-1")
            for index in 0..<10 {
                _ = try await signIn(server, "target@example.com", "guess", from: "198.51.100.\(index + 1)")
            }
            let capped = try await signIn(server, "target@example.com", "guess-2", from: "198.51.100.50")
            #expect(capped.errorMessage?.hasPrefix("TOO_MANY_ATTEMPTS_TRY_LATER : ") == true)
            let owner = try await signIn(server, "target@example.com", "right-pass-1", from: "203.0.113.9")
            #expect(owner.errorMessage?.hasPrefix("TOO_MANY_ATTEMPTS_TRY_LATER : ") == true)
            #expect(owner.errorMessage?.contains("resetting your password") == true)

            let mailed = try await server.accounts(
                "sendOobCode", ["requestType": "PASSWORD_RESET", "email": "target@example.com"])
            #expect(mailed.status == 200)
            let code = try #require(try OutOfBandTests.lastCode(in: server, for: "target@example.com"))
            let reset = try await server.accounts(
                "resetPassword", ["oobCode": .string(code), "newPassword": "new-pass-22"])
            #expect(reset.status == 200)
            let after = try await signIn(server, "target@example.com", "new-pass-22", from: "203.0.113.10")
            #expect(after.status == 200)
        }
    }

    @Test func theAccountLockEndsWithItsWindow() async throws {
        try await TestServer.with(configure: Self.configure) { server in
            _ = try await server.signUp("window@example.com", "right-pass-1")
            for index in 0..<11 {
                _ = try await signIn(server, "window@example.com", "guess", from: "198.51.100.\(index + 1)")
            }
            let locked = try await signIn(server, "window@example.com", "right-pass-1", from: "203.0.113.9")
            #expect(locked.errorMessage?.hasPrefix("TOO_MANY_ATTEMPTS_TRY_LATER") == true)
            server.clock.advance(seconds: 61)
            #expect(
                try await signIn(server, "window@example.com", "right-pass-1", from: "203.0.113.9").status
                    == 200)
        }
    }
}
