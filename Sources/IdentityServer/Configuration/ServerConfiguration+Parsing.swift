import Foundation

extension ServerConfiguration {
    /// Builds a configuration from `sesame serve` arguments (after `serve`) and the environment.
    /// Environment variables (`SESAME_PORT`, …) apply first; flags win. A switch flag takes no value
    /// (`--emulator`) but accepts `--emulator=false`. In emulator mode rate limits and e-mail enumeration
    /// protection are off, as in Firebase's emulator, unless a flag or variable sets them.
    public static func parse(
        arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigurationError) -> ServerConfiguration {
        var configuration = ServerConfiguration(dataDirectory: defaultDataDirectory(environment: environment))
        var given: Set<String> = []
        for option in ServeOptions.all {
            guard let value = environment[option.environmentVariable] else { continue }
            try option.set(&configuration, value)
            given.insert(option.name)
        }
        var apiKeysFromFlags: [String] = []
        var repeatedFlags: Set<String> = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else { throw .unexpectedArgument(argument) }
            let body = argument.dropFirst(2)
            let name = String(body.split(separator: "=", maxSplits: 1).first ?? "")
            let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            guard let option = ServeOptions.all.first(where: { $0.name == name }) else {
                throw .unknownOption("--" + name)
            }
            given.insert(option.name)
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if option.valueName == nil {
                value = "true"
            } else {
                guard index < arguments.count else { throw .missingValue(option.flag) }
                value = arguments[index]
                index += 1
            }
            if option.name == "api-key" {
                apiKeysFromFlags += value.split(separator: ",").map(String.init).filter { !$0.isEmpty }
            } else if option.repeatable {
                // Repeated flags accumulate and replace what the environment said.
                if !repeatedFlags.contains(option.name) {
                    repeatedFlags.insert(option.name)
                    if option.name == "google-client-id" { configuration.googleClientIds = [] }
                    if option.name == "apple-client-id" { configuration.appleClientIds = [] }
                    if option.name == "trusted-proxy" { configuration.trustedProxies = TrustedProxies() }
                    if option.name == "authorized-domain" { configuration.authorizedDomains = [] }
                    if option.name == "test-phone-number" { configuration.phone.testNumbers = [:] }
                }
                try option.set(&configuration, value)
            } else {
                try option.set(&configuration, value)
            }
        }
        if !apiKeysFromFlags.isEmpty { configuration.apiKeys = apiKeysFromFlags }
        if configuration.apiKeys.isEmpty && !configuration.emulator { throw .missingAPIKey }
        if configuration.emulator { configuration.applyEmulatorDefaults(except: given) }
        return configuration
    }

    /// Firebase's emulator has no rate limits and no e-mail enumeration protection: emulator mode
    /// starts the same way, except where `given` (the options set by flag or variable) says otherwise.
    mutating func applyEmulatorDefaults(except given: Set<String>) {
        if !given.contains("no-rate-limits") { rateLimits.enabled = false }
        if !given.contains("enumeration-protection") { enumerationProtection = false }
    }

    /// The `sesame serve --help` text.
    public static var usage: String {
        var lines = [
            "usage: sesame serve [options]",
            "",
            "Runs the identity server (Firebase Authentication REST protocol).",
            "Every option can also be set by its environment variable; flags win.",
            "",
            "options:",
        ]
        // Help text starts in column 36 and is wrapped at word breaks to fit 100 columns; a flag too
        // long for its column gets a line of its own.
        let indent = String(repeating: " ", count: 36)
        for option in ServeOptions.all {
            let flag = "  " + (option.valueName.map { "\(option.flag) \($0)" } ?? option.flag)
            var text = wrapped(option.help, width: 100 - indent.count) + ["env " + option.environmentVariable]
            if flag.count < indent.count {
                text[0] = flag.padding(toLength: indent.count, withPad: " ", startingAt: 0) + text[0]
            } else {
                lines.append(flag)
                text[0] = indent + text[0]
            }
            lines += [text[0]] + text.dropFirst().map { indent + $0 }
        }
        lines.append(
            "  --help".padding(toLength: indent.count, withPad: " ", startingAt: 0) + "show this help")
        return lines.joined(separator: "\n")
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word stays whole).
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
