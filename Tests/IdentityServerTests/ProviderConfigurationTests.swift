import IdentityServer
import Testing

@Suite struct ProviderConfigurationTests {
    @Test func providerDefaultsAreTheOfficialKeyURLsAndNoClientIds() {
        let configuration = ServerConfiguration(dataDirectory: "/tmp/x")
        #expect(configuration.googleJWKSURL == "https://www.googleapis.com/oauth2/v3/certs")
        #expect(configuration.appleJWKSURL == "https://appleid.apple.com/auth/keys")
        #expect(configuration.googleClientIds.isEmpty)
        #expect(configuration.appleClientIds.isEmpty)
    }

    @Test func clientIdsRepeatAndFlagsReplaceTheEnvironment() throws {
        let configuration = try ServerConfiguration.parse(
            arguments: [
                "--emulator", "--google-client-id", "g1", "--google-client-id=g2,g3",
                "--apple-jwks-url", "http://127.0.0.1:1/keys",
            ],
            environment: [
                "SESAME_GOOGLE_CLIENT_ID": "env-g", "SESAME_APPLE_CLIENT_ID": "com.a, com.b",
                "SESAME_GOOGLE_JWKS_URL": "https://keys.example/google",
            ])
        #expect(configuration.googleClientIds == ["g1", "g2", "g3"])
        #expect(configuration.appleClientIds == ["com.a", "com.b"])
        #expect(configuration.googleJWKSURL == "https://keys.example/google")
        #expect(configuration.appleJWKSURL == "http://127.0.0.1:1/keys")
    }

    @Test func badKeyURLIsRejectedAndHelpListsTheOptions() {
        #expect(throws: ConfigurationError.self) {
            try ServerConfiguration.parse(arguments: ["--emulator", "--google-jwks-url", "not a url"])
        }
        for flag in ["--google-client-id", "--apple-client-id", "--google-jwks-url", "--apple-jwks-url"] {
            #expect(ServerConfiguration.usage.contains(flag))
        }
        #expect(ServerConfiguration.usage.contains("SESAME_APPLE_CLIENT_ID"))
    }

    @Test func googleTokenInfoAndUserinfoURLsDefaultToGoogleAndCanBeChangedOrSwitchedOff() throws {
        let defaults = ServerConfiguration(dataDirectory: "/tmp/x")
        #expect(defaults.googleTokenInfoURL == "https://oauth2.googleapis.com/tokeninfo")
        #expect(defaults.googleUserInfoURL == "https://openidconnect.googleapis.com/v1/userinfo")
        let changed = try ServerConfiguration.parse(
            arguments: ["--emulator", "--google-tokeninfo-url", "http://127.0.0.1:1/info"],
            environment: ["SESAME_GOOGLE_USERINFO_URL": "https://user.example/info"])
        #expect(changed.googleTokenInfoURL == "http://127.0.0.1:1/info")
        #expect(changed.googleUserInfoURL == "https://user.example/info")
        for off in ["off", ""] {
            let skipped = try ServerConfiguration.parse(arguments: [
                "--emulator", "--google-userinfo-url=" + off,
            ])
            #expect(skipped.googleUserInfoURL == nil)
        }
        for flag in ["--google-tokeninfo-url", "--google-userinfo-url"] {
            #expect(throws: ConfigurationError.self) {
                try ServerConfiguration.parse(arguments: ["--emulator", flag, "ftp://x/y"])
            }
            #expect(ServerConfiguration.usage.contains(flag))
        }
    }
}
