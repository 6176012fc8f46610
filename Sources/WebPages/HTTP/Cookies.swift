import HTTPServer

/// Reading the `Cookie` header and writing `Set-Cookie` for the pages' cookies: always `HttpOnly`,
/// `SameSite=Strict`, scoped to a path, with an expiry, and `Secure` when the public URL is https.
struct Cookies {
    /// The value of cookie `name`, or nil.
    static func value(_ name: String, in request: HTTPRequest) -> String? {
        for header in request.headers.values(for: "Cookie") {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name else {
                    continue
                }
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// A `Set-Cookie` value; `maxAge` 0 deletes the cookie.
    static func header(name: String, value: String, path: String, maxAge: Int, secure: Bool) -> String {
        var attributes = [
            "\(name)=\(value)", "Path=\(path)", "Max-Age=\(maxAge)", "HttpOnly", "SameSite=Strict",
        ]
        if secure { attributes.append("Secure") }
        return attributes.joined(separator: "; ")
    }
}
