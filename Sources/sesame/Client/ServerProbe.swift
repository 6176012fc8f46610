import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Asks a remote server what it is, rather than guessing: which project it serves and whether it is in
/// Firebase-emulator mode. Both come from endpoints real servers already have:
///
/// 1. `GET /identitytoolkit.googleapis.com/v1/projects?key=KEY` (the JS SDK's `getProjectConfig`)
///    answers `projectId`;
/// 2. `GET /emulator/v1/projects/{projectId}/config` answers 200 only on a server in emulator mode
///    (Sesame's `serve --emulator` and Firebase's Auth emulator); elsewhere it is 404;
/// 3. a production Sesame server's `GET /` names the identity providers it signs in with
///    (`{"sesame":{"providers":[…]}}`); other servers do not say.
///
/// The calls wait synchronously (at most `timeout` each), so the app can ask before it takes over the
/// terminal without leaving the main thread.
enum ServerProbe {
    struct Answer: Sendable, Equatable {
        /// The project the server issues tokens for; nil when it did not say.
        var projectID: String?
        var isEmulator: Bool
        /// The identity providers (`google.com`, …) a production Sesame server signs in with; nil when
        /// the server did not say.
        var signInProviders: [String]? = nil
    }

    static func ask(
        baseURL: URL, apiKey: String, session: URLSession, timeout: TimeInterval = 5
    ) -> Answer {
        var components = URLComponents(
            url: baseURL.appendingPathComponent("identitytoolkit.googleapis.com/v1/projects"),
            resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "key", value: apiKey)]
        guard let configURL = components?.url,
            let (status, body) = get(configURL, session: session, timeout: timeout), status == 200,
            let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let projectID = object["projectId"] as? String, !projectID.isEmpty,
            projectID.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        else {
            return Answer(projectID: nil, isEmulator: false)
        }
        let emulatorURL = baseURL.appendingPathComponent("emulator/v1/projects/\(projectID)/config")
        let isEmulator = get(emulatorURL, session: session, timeout: timeout)?.status == 200
        guard !isEmulator else { return Answer(projectID: projectID, isEmulator: true) }
        var providers: [String]?
        if let (status, body) = get(baseURL, session: session, timeout: timeout), status == 200,
            let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let sesame = object["sesame"] as? [String: Any]
        {
            providers = sesame["providers"] as? [String]
        }
        return Answer(projectID: projectID, isEmulator: false, signInProviders: providers)
    }

    /// The status and body of `GET url`, or nil when no answer came.
    private static func get(_ url: URL, session: URLSession, timeout: TimeInterval) -> (
        status: Int, body: Data
    )? {
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = "GET"
        let result = Mutex<(Int, Data)?>(nil)
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request) { data, response, _ in
            if let response = response as? HTTPURLResponse {
                result.withLock { $0 = (response.statusCode, data ?? Data()) }
            }
            done.signal()
        }
        task.resume()
        if done.wait(timeout: .now() + timeout + 1) == .timedOut {
            task.cancel()
            return nil
        }
        return result.withLock { $0 }
    }
}
