import AuthCrypto
import HTTPServer

/// Health, readiness and metrics.
enum OperationsEndpoints {
    static func health(_ context: ServerContext, _ request: HTTPRequest) -> HTTPResponse {
        .json(JSON.object(["status": "ok"]).data)
    }

    /// `GET /`: in emulator mode the emulator's readiness document; in production which server and
    /// mode this is, and nothing more.
    static func root(_ context: ServerContext, _ request: HTTPRequest) -> HTTPResponse {
        guard context.configuration.emulator else {
            return .json(JSON.object(["sesame": ["mode": "production", "ready": true]]).data)
        }
        return .json(
            JSON.object([
                "authEmulator": [
                    "ready": true, "docs": "https://firebase.google.com/docs/emulator-suite",
                    "apiSpec": "/emulator/openapi.json",
                ]
            ]).data)
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
