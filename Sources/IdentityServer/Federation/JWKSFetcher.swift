import Foundation

/// Downloads a JWKS document. Runs in the request's task, off the HTTP threads.
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

    /// Fetches `url` without following redirects, reading at most `maximumSize` bytes, within `timeout`
    /// seconds for the whole exchange (`ProviderHTTPClient`).
    func fetch(_ url: URL) async throws(Failure) -> Download {
        let client = ProviderHTTPClient(maximumSize: Self.maximumSize, timeout: timeout)
        switch await client.get(url) {
        case .failure(.tooLarge):
            throw .tooLarge
        case .failure(.transport):
            throw .transport
        case .success(let answer):
            guard answer.status == 200 else { throw .status(answer.status) }
            return Download(body: answer.body, maxAge: answer.cacheControl.flatMap(Self.maxAge))
        }
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
