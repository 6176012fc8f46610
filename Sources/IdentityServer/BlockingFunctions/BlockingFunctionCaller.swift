import AuthCrypto
import Foundation

/// POSTs `{"data":{"jwt":…}}` to a function and reads its answer, failing closed: a function that
/// cannot be reached, does not answer within the deadline (queueing for a place included), answers
/// an error status, or answers anything but a JSON object refuses the operation with
/// `BLOCKING_FUNCTION_ERROR_RESPONSE` and a log line. Over libcurl (`ProviderHTTPClient`), so the
/// usual proxy variables apply and redirects are not followed. Neither the token nor the answer is
/// logged.
struct BlockingFunctionCaller: Sendable {
    let limiter: BlockingCallLimiter
    let timeout: TimeInterval
    let logger: ServerLogger

    func call(_ url: URL, jwt: String, trigger: BlockingTrigger) async throws(APIError) -> String {
        let started = Date()
        guard await limiter.acquire(timeout: timeout) else {
            throw failure(url, trigger, "Cloud function deadline exceeded.", reason: "no free place before the deadline")
        }
        defer { limiter.release() }
        let remaining = max(0.1, timeout - Date().timeIntervalSince(started))
        let body = JSON.object(["data": ["jwt": .string(jwt)]]).serialized
        let client = ProviderHTTPClient(maximumSize: 64 * 1024, timeout: remaining)
        switch await client.post(url, json: body) {
        case .failure(.tooLarge):
            throw failure(url, trigger, "The function's answer is too large.", reason: "answer over 64 KiB")
        case .failure(.transport):
            if Date().timeIntervalSince(started) >= timeout - 0.05 {
                throw failure(url, trigger, "Cloud function deadline exceeded.", reason: "no answer before the deadline")
            }
            throw failure(url, trigger, "The function could not be reached.", reason: "unreachable")
        case .success(let answer):
            let text = String(decoding: answer.body, as: UTF8.self)
            guard (200..<300).contains(answer.status) else {
                throw failure(
                    url, trigger, "HTTP Cloud Function returned an error: " + Self.errorSummary(text, status: answer.status),
                    reason: "status \(answer.status)")
            }
            guard case .object? = JSONParser<JSON>.parse(text.utf8) else {
                throw failure(url, trigger, "The function's answer is not valid JSON.", reason: "answer is not JSON")
            }
            return text
        }
    }

    /// The function's own error as Firebase passes it on (`{"error":{"message":…,"status":…}}`), kept to
    /// its message and status and at most 1000 characters; the status code when it sent no such error.
    static func errorSummary(_ text: String, status: Int) -> String {
        guard case .object(let error)? = JSONParser<JSON>.parse(text.utf8)?["error"] else {
            return "{\"error\":{\"code\":\(status)}}"
        }
        var kept: [String: JSON] = ["code": .int(Int64(status))]
        if let message = error["message"]?.stringValue { kept["message"] = .string(String(message.prefix(1000))) }
        if let state = error["status"]?.stringValue { kept["status"] = .string(String(state.prefix(64))) }
        return JSON.object(["error": .object(kept)]).serialized
    }

    private func failure(_ url: URL, _ trigger: BlockingTrigger, _ detail: String, reason: String) -> APIError {
        var shown = URLComponents(url: url, resolvingAgainstBaseURL: false)
        shown?.query = nil
        shown?.user = nil
        shown?.password = nil
        logger.warning(
            "blocking function refused the operation",
            ["trigger": .string(trigger.rawValue), "function": .string(shown?.string ?? "?"), "reason": .string(reason)])
        return BlockingFunctionAnswer.refusal(detail)
    }
}
