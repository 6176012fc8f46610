import Testing

@testable import IdentityServer

/// Per-IP counters name IPv6 clients by their /64.
@Suite struct RateLimitAddressKeyTests {
    @Test func ipv6AddressesOfOneSlash64ShareACounter() {
        #expect(RateLimiter.addressKey("2001:db8:1:2::1") == RateLimiter.addressKey("2001:db8:1:2:ffff::9"))
        #expect(RateLimiter.addressKey("2001:db8:1:2::1") != RateLimiter.addressKey("2001:db8:1:3::1"))
        #expect(RateLimiter.addressKey("2001:db8:1:2::1") == "2001:db8:1:2::/64")
    }

    @Test func ipv4AndMappedIPv4AreTheSameClient() {
        #expect(RateLimiter.addressKey("::ffff:192.0.2.1") == "192.0.2.1")
        #expect(RateLimiter.addressKey("192.0.2.1") == "192.0.2.1")
        #expect(RateLimiter.addressKey("192.0.2.2") != "192.0.2.1")
        #expect(RateLimiter.addressKey("not-an-address") == "not-an-address")
    }

    @Test func aClientRotatingThroughItsSlash64IsLimitedAsOne() async throws {
        try await TestServer.with(configure: {
            $0.rateLimits.signUpPerIP = 1
            $0.trustedProxies = try! TrustedProxies(["127.0.0.1", "::1"])
        }) { (server: TestServer) async throws in
            func signUp(from client: String) async throws -> TestServer.Reply {
                try await server.request(
                    "POST", "/identitytoolkit.googleapis.com/v1/accounts:signUp", json: [:],
                    headers: ["X-Forwarded-For": client])
            }
            #expect(try await signUp(from: "2001:db8:1:2::1").status == 200)
            #expect(try await signUp(from: "2001:db8:1:2::2").errorMessage == "TOO_MANY_ATTEMPTS_TRY_LATER")
            #expect(try await signUp(from: "2001:db8:1:3::1").status == 200)
        }
    }
}
