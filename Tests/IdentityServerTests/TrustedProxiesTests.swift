import IdentityServer
import Testing

@Suite struct TrustedProxiesTests {
    private let proxies = try! TrustedProxies(["10.0.0.0/8", "2001:db8::/32", "192.0.2.7"])

    @Test func addressesAndRangesMatchBothFamilies() {
        #expect(proxies.trusts("10.1.2.3"))
        #expect(proxies.trusts("::ffff:10.200.0.1"))  // IPv4-mapped
        #expect(proxies.trusts("2001:db8:1::5"))
        #expect(proxies.trusts("192.0.2.7"))
        #expect(!proxies.trusts("192.0.2.8"))
        #expect(!proxies.trusts("11.0.0.1"))
        #expect(!proxies.trusts("2001:db9::1"))
        #expect(!proxies.trusts("not an address"))
    }

    @Test func invalidSpecificationsAreRefused() {
        for bad in ["", "10.0.0.0/33", "10.0.0.0/", "10.0.0/8", "::1/129", "host.example", "1.2.3.4/-1"] {
            #expect(throws: ConfigurationError.self, "\(bad)") { try TrustedProxies([bad]) }
        }
    }

    @Test func forwardedForIsReadOnlyFromATrustedPeer() {
        #expect(proxies.clientAddress(peer: "203.0.113.9", forwardedFor: "198.51.100.1") == "203.0.113.9")
        #expect(proxies.clientAddress(peer: "10.0.0.5", forwardedFor: "198.51.100.1") == "198.51.100.1")
        #expect(proxies.clientAddress(peer: "10.0.0.5", forwardedFor: nil) == "10.0.0.5")
        #expect(proxies.clientAddress(peer: "10.0.0.5", forwardedFor: "") == "10.0.0.5")
    }

    @Test func theRightmostUntrustedEntryIsTheClient() {
        // The client forged the first entry; the balancer appended the address it really saw.
        let header = "1.1.1.1, 198.51.100.1, 10.0.0.9"
        #expect(proxies.clientAddress(peer: "10.0.0.5", forwardedFor: header) == "198.51.100.1")
        #expect(proxies.clientAddress(peer: "10.0.0.5", forwardedFor: "[2001:db9::7]:443") == "2001:db9::7")
        #expect(proxies.clientAddress(peer: "10.0.0.5", forwardedFor: "198.51.100.2:5123") == "198.51.100.2")
        // Garbage stops the walk at the last address known to be real.
        #expect(proxies.clientAddress(peer: "10.0.0.5", forwardedFor: "junk, 10.0.0.9") == "10.0.0.9")
    }

    @Test func perIPLimitsCountTheForwardedClientBehindATrustedProxy() async throws {
        try await TestServer.with(configure: {
            $0.rateLimits.signUpPerIP = 1
            $0.trustedProxies = try! TrustedProxies(["127.0.0.1", "::1"])
        }) { (server: TestServer) async throws in
            func signUp(from client: String) async throws -> TestServer.Reply {
                try await server.request(
                    "POST", "/identitytoolkit.googleapis.com/v1/accounts:signUp", json: [:],
                    headers: ["X-Forwarded-For": client])
            }
            #expect(try await signUp(from: "198.51.100.1").status == 200)
            #expect(try await signUp(from: "198.51.100.2").status == 200)
            #expect(try await signUp(from: "198.51.100.1").errorMessage == "TOO_MANY_ATTEMPTS_TRY_LATER")
        }
    }

    @Test func anUntrustedPeerCannotChooseItsAddress() async throws {
        try await TestServer.with(configure: { $0.rateLimits.signUpPerIP = 1 }) {
            (server: TestServer) async throws in
            func signUp(from client: String) async throws -> TestServer.Reply {
                try await server.request(
                    "POST", "/identitytoolkit.googleapis.com/v1/accounts:signUp", json: [:],
                    headers: ["X-Forwarded-For": client])
            }
            #expect(try await signUp(from: "198.51.100.1").status == 200)
            #expect(try await signUp(from: "198.51.100.2").errorMessage == "TOO_MANY_ATTEMPTS_TRY_LATER")
        }
    }

    @Test func theFlagIsRepeatableAndValidated() throws {
        let configuration = try ServerConfiguration.parse(
            arguments: [
                "--api-key", "k", "--trusted-proxy", "10.0.0.0/8,192.0.2.7", "--trusted-proxy", "::1",
            ],
            environment: ["SESAME_TRUSTED_PROXY": "172.16.0.0/12"])
        #expect(configuration.trustedProxies.ranges.count == 3)
        #expect(!configuration.trustedProxies.trusts("172.16.0.1"))  // flags replace the environment
        #expect(configuration.trustedProxies.trusts("::1"))
        #expect(throws: ConfigurationError.self) {
            try ServerConfiguration.parse(arguments: ["--api-key", "k", "--trusted-proxy", "10.0.0.0/40"])
        }
    }
}
