import AuthCrypto
import HTTPServer

/// Health, readiness and metrics.
enum OperationsEndpoints {
    static func health(_ context: ServerContext, _ request: HTTPRequest) -> HTTPResponse {
        .json(JSON.object(["status": "ok"]).data)
    }

    /// `GET /`: in emulator mode the emulator's readiness document; in production which server and
    /// mode this is, and the identity providers it signs the project's users in with (what a sign-in
    /// screen may offer; public, as the buttons are).
    static func root(_ context: ServerContext, _ request: HTTPRequest) -> HTTPResponse {
        guard context.configuration.emulator else {
            var fields: [String: JSON] = ["mode": "production", "ready": true]
            if let providers = try? signInProviders(context) { fields["providers"] = .array(providers.map(JSON.string)) }
            return .json(JSON.object(["sesame": .object(fields)]).data)
        }
        return .json(
            JSON.object([
                "authEmulator": [
                    "ready": true, "docs": "https://firebase.google.com/docs/emulator-suite",
                    "apiSpec": "/emulator/openapi.json",
                ]
            ]).data)
    }

    /// The project's enabled providers; Google and Apple only with the client ids their tokens must name.
    static func signInProviders(_ context: ServerContext) throws -> [String] {
        let configuration = context.configuration
        return try context.withStore { try context.providerConfigs.enabledProviderIds(tenant: nil) }.filter {
            switch $0 {
            case "google.com": !configuration.googleClientIds.isEmpty
            case "apple.com": !configuration.appleClientIds.isEmpty
            default: true
            }
        }
    }

    static func metrics(
        _ context: ServerContext, _ request: HTTPRequest, metrics: HTTPMetrics, pool: PasswordHashingPool
    ) -> HTTPResponse {
        var text = metrics.prometheusText()
        let lines =
            context.statistics.prometheusLines() + [
                "# HELP sesame_password_hash_queue_depth Hashing jobs waiting for a thread.",
                "# TYPE sesame_password_hash_queue_depth gauge",
                "sesame_password_hash_queue_depth \(pool.queueDepth)",
                "# HELP sesame_password_hash_running Hashing jobs running now.",
                "# TYPE sesame_password_hash_running gauge",
                "sesame_password_hash_running \(pool.runningCount)",
            ]
        text += lines.joined(separator: "\n") + "\n"
        var response = HTTPResponse.text(text)
        response.headers["Content-Type"] = "text/plain; version=0.0.4; charset=utf-8"
        return response
    }
}
