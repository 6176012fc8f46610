import Synchronization

/// Counters beyond HTTP metrics: sign-in outcomes by provider.
final class ServerStatistics: Sendable {
    private let signIns = Mutex<[String: UInt64]>([:])

    func recordSignIn(provider: String, succeeded: Bool) {
        let key = "provider=\"\(provider)\",result=\"\(succeeded ? "success" : "failure")\""
        signIns.withLock { $0[key, default: 0] += 1 }
    }

    func prometheusLines() -> [String] {
        let snapshot = signIns.withLock { $0 }
        var lines = [
            "# HELP sesame_sign_ins_total Sign-in attempts by provider and result.",
            "# TYPE sesame_sign_ins_total counter",
        ]
        for key in snapshot.keys.sorted() {
            lines.append("sesame_sign_ins_total{\(key)} \(snapshot[key] ?? 0)")
        }
        return lines
    }
}
