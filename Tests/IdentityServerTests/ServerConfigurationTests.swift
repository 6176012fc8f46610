import IdentityServer
import Testing

@Suite struct ServerConfigurationTests {
    @Test func defaultsMatchTheDocumentation() {
        let configuration = ServerConfiguration(dataDirectory: "/tmp/x")
        #expect(configuration.host == "127.0.0.1")
        #expect(configuration.port == 9099)
        #expect(configuration.projectId == "sesame-local")
        #expect(configuration.idTokenLifetime == 3600)
        #expect(configuration.refreshGrace == 10)
        #expect(configuration.enumerationProtection)
        #expect(configuration.rateLimits.enabled)
        #expect(
            ServerConfiguration.defaultDataDirectory(environment: ["XDG_DATA_HOME": "/xdg"]) == "/xdg/sesame")
        #expect(
            ServerConfiguration.defaultDataDirectory(environment: ["HOME": "/home/u"])
                == "/home/u/.local/share/sesame")
    }

    @Test func flagsWinOverEnvironment() throws {
        let configuration = try ServerConfiguration.parse(
            arguments: [
                "--port", "8080", "--api-key", "a", "--api-key=b", "--no-rate-limits", "--refresh-grace",
                "1m",
                "--enumeration-protection", "off", "--log-level", "debug",
            ],
            environment: [
                "SESAME_PORT": "7000", "SESAME_PROJECT_ID": "from-env", "SESAME_API_KEY": "env-key",
                "SESAME_ID_TOKEN_LIFETIME": "2h",
            ])
        #expect(configuration.port == 8080)
        #expect(configuration.projectId == "from-env")
        #expect(configuration.apiKeys == ["a", "b"])
        #expect(!configuration.rateLimits.enabled)
        #expect(configuration.refreshGrace == 60)
        #expect(configuration.idTokenLifetime == 7200)
        #expect(!configuration.enumerationProtection)
        #expect(configuration.logLevel == .debug)
    }

    /// Firebase's emulator has neither rate limits nor enumeration protection; `--emulator` starts
    /// without them unless a flag or variable turns them on.
    @Test func emulatorModeStartsWithoutRateLimitsOrEnumerationProtection() throws {
        let plain = try ServerConfiguration.parse(arguments: ["--emulator"], environment: [:])
        #expect(!plain.rateLimits.enabled)
        #expect(!plain.enumerationProtection)
        let production = try ServerConfiguration.parse(arguments: ["--api-key", "k"], environment: [:])
        #expect(production.rateLimits.enabled && production.enumerationProtection)
        let chosen = try ServerConfiguration.parse(
            arguments: ["--emulator", "--no-rate-limits=false", "--enumeration-protection", "on"], environment: [:])
        #expect(chosen.rateLimits.enabled && chosen.enumerationProtection)
        let fromEnvironment = try ServerConfiguration.parse(
            arguments: ["--emulator"],
            environment: ["SESAME_ENUMERATION_PROTECTION": "on", "SESAME_NO_RATE_LIMITS": "false"])
        #expect(fromEnvironment.rateLimits.enabled && fromEnvironment.enumerationProtection)
    }

    @Test func publicURLAndAuthorizedDomains() throws {
        let defaults = try ServerConfiguration.parse(arguments: ["--emulator"], environment: [:])
        #expect(defaults.publicURL == nil && defaults.authorizedDomains == ["localhost"])
        let configured = try ServerConfiguration.parse(
            arguments: [
                "--emulator", "--public-url", "https://auth.example.com/", "--authorized-domain", "App.Example.com",
                "--authorized-domain", "*.example.org,b.test", "--console-sign-in-limit", "4",
            ],
            environment: ["SESAME_AUTHORIZED_DOMAIN": "from-env.test"])
        #expect(configured.publicURL == "https://auth.example.com")
        #expect(configured.authorizedDomains == ["app.example.com", "*.example.org", "b.test"])
        #expect(configured.allAuthorizedDomains == ["app.example.com", "*.example.org", "b.test", "auth.example.com"])
        #expect(configured.rateLimits.consoleSignInPerIP == 4)
        for bad in ["auth.example.com", "ftp://auth.example.com", "https://auth.example.com/path", "https://"] {
            #expect(throws: ConfigurationError.self) {
                try ServerConfiguration.parse(arguments: ["--emulator", "--public-url", bad], environment: [:])
            }
        }
    }

    @Test func badValuesAreOneLineErrors() {
        #expect(throws: ConfigurationError.invalidValue("--port", expected: "an integer in 0...65535")) {
            try ServerConfiguration.parse(arguments: ["--port", "70000", "--emulator"], environment: [:])
        }
        #expect(throws: ConfigurationError.unknownOption("--nope")) {
            try ServerConfiguration.parse(arguments: ["--nope"], environment: [:])
        }
        #expect(throws: ConfigurationError.missingValue("--host")) {
            try ServerConfiguration.parse(arguments: ["--emulator", "--host"], environment: [:])
        }
        #expect(throws: ConfigurationError.missingAPIKey) {
            try ServerConfiguration.parse(arguments: [], environment: [:])
        }
        #expect(throws: (any Error).self) {
            try ServerConfiguration.parse(
                arguments: ["--emulator"], environment: ["SESAME_HASH_THREADS": "zero"])
        }
        let emulator = try? ServerConfiguration.parse(arguments: ["--emulator"], environment: [:])
        #expect(emulator?.emulator == true)
    }
}
