import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A browser-like client for the web pages in Swift tests: keeps cookies (as `Set-Cookie` sets and
/// deletes them), posts forms, and does not follow redirects (tests look at each `303`).
final class PageClient: @unchecked Sendable {
    let base: String
    private(set) var cookies: [String: String] = [:]

    init(base: String) {
        self.base = base
    }

    struct Page {
        let status: Int
        /// Lower-cased names; `Set-Cookie` values are in `setCookies`.
        let headers: [String: String]
        let setCookies: [String]
        let body: String

        var location: String? { headers["location"] }

        /// The `value` of the input named `name` (its attributes in the order the pages write them).
        func field(_ name: String) -> String? {
            let pattern = "name=\"\(NSRegularExpression.escapedPattern(for: name))\"[^>]*?value=\"([^\"]*)\""
            guard let regex = try? NSRegularExpression(pattern: pattern),
                let match = regex.firstMatch(in: body, range: NSRange(body.startIndex..., in: body)),
                let range = Range(match.range(at: 1), in: body)
            else { return nil }
            return String(body[range]).replacingOccurrences(of: "&amp;", with: "&")
        }

        func setCookie(named name: String) -> String? {
            setCookies.first { $0.hasPrefix(name + "=") }
        }
    }

    private final class NoRedirects: NSObject, URLSessionTaskDelegate {
        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }
    }

    func get(_ path: String, headers: [String: String] = [:]) async throws -> Page {
        try await send("GET", path, body: nil, headers: headers)
    }

    /// Posts `form` as `application/x-www-form-urlencoded`, like a browser submitting a same-origin form.
    func post(
        _ path: String, _ form: [(String, String)],
        headers: [String: String] = ["Sec-Fetch-Site": "same-origin"]
    )
        async throws -> Page
    {
        let body = form.map { "\(Self.escaped($0))=\(Self.escaped($1))" }.joined(separator: "&")
        return try await send("POST", path, body: body, headers: headers)
    }

    func forgetCookies() { cookies = [:] }

    func setCookie(_ name: String, _ value: String) { cookies[name] = value }

    private func send(_ method: String, _ path: String, body: String?, headers: [String: String]) async throws
        -> Page
    {
        var request = URLRequest(url: URL(string: base + path)!)
        request.httpMethod = method
        request.httpShouldHandleCookies = false
        if !cookies.isEmpty {
            request.setValue(
                cookies.map { "\($0)=\($1)" }.joined(separator: "; "), forHTTPHeaderField: "Cookie")
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        }
        let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        var setCookies: [String] = []
        for (name, value) in http.allHeaderFields {
            guard let name = (name as? String)?.lowercased(), let value = value as? String else { continue }
            if name == "set-cookie" {
                // Several Set-Cookie fields may arrive joined by ", " (the pages' cookies hold no commas).
                setCookies += value.components(separatedBy: ", ")
            } else {
                fields[name] = value
            }
        }
        for cookie in setCookies {
            let pair = cookie.split(separator: ";")[0].split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count >= 1 else { continue }
            if cookie.contains("Max-Age=0") {
                cookies[pair[0]] = nil
            } else {
                cookies[pair[0]] = pair.count == 2 ? pair[1] : ""
            }
        }
        return Page(
            status: http.statusCode, headers: fields, setCookies: setCookies,
            body: String(decoding: data, as: UTF8.self))
    }

    static func escaped(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
