import AuthCrypto
import AuthModel
import Storage

/// `GET /readyz`: whether this instance can serve. The store takes a write (its own rate-limit
/// window) and has the schema this program applies, and a signing key is loaded; otherwise 503
/// `UNAVAILABLE : <reason>`, for a load balancer to send traffic elsewhere. `/healthz` only says the
/// process answers.
enum ReadinessEndpoint {
    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        let readiness: StoreReadiness
        do {
            readiness = try context.store.probeReadiness(now: context.clock.milliseconds)
        } catch {
            context.logger.warning("not ready", ["error": .string(String(describing: error))])
            throw notReady("The store cannot be reached or written.")
        }
        guard readiness.isSchemaCurrent else {
            throw notReady(
                "The database schema is at version \(readiness.appliedSchemaVersion ?? 0); "
                    + "this program applies version \(readiness.knownSchemaVersion ?? 0).")
        }
        guard (try? context.keys.currentSigner()) != nil else { throw notReady("No signing key is loaded.") }
        return ["status": "ready"]
    }

    static func notReady(_ reason: String) -> APIError {
        APIError(
            envelope: ErrorEnvelope(
                httpStatus: 503, message: "UNAVAILABLE : \(reason)", reason: "backendError",
                status: "UNAVAILABLE"))
    }
}
