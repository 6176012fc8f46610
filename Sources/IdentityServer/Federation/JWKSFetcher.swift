import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Downloads a JWKS document with URLSession. Runs in the request's task, off the HTTP threads.
struct JWKSFetcher: Sendable {
    /// The body and the `Cache-Control: max-age` in seconds, if the answer had one.
    struct Download: Sendable {
        let body: Data
        let maxAge: Int64?
    }

    enum Failure: Error, Sendable, CustomStringConvertible {
        case transport
        case status(Int)
        case tooLarge

        var description: String {
            switch self {
            case .transport: "the key server could not be reached"
            case .status(let code): "the key server answered HTTP \(code)"
            case .tooLarge: "the key document is too large"
            }
        }
    }

    /// The largest key document accepted.
    static let maximumSize = 256 * 1024
    var timeout: TimeInterval = 10

    func fetch(_ url: URL) async throws(Failure) -> Download {
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw .transport
        }
        guard let http = response as? HTTPURLResponse else { throw .transport }
        guard http.statusCode == 200 else { throw .status(http.statusCode) }
        guard data.count <= Self.maximumSize else { throw .tooLarge }
        let cacheControl = http.value(forHTTPHeaderField: "Cache-Control")
        return Download(body: data, maxAge: cacheControl.flatMap(Self.maxAge))
    }

    /// The `max-age` directive of a `Cache-Control` value; nil when absent or malformed.
    static func maxAge(_ cacheControl: String) -> Int64? {
        for directive in cacheControl.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1)
            guard parts.count == 2,
                parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "max-age"
            else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\""))
            if let seconds = Int64(value), seconds >= 0 { return seconds }
        }
        return nil
    }
}
