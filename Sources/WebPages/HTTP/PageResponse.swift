import Foundation
import HTTPServer

/// Responses of the pages, every one with the same protective headers: a Content-Security-Policy that
/// allows only this origin's own style sheet and script (no inline script, no framing, forms post only
/// here), no referrer (action links carry codes in their query), no caching, no MIME sniffing.
enum PageResponse {
    static let contentSecurityPolicy =
        "default-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'; object-src 'none'"

    static func html(_ body: HTML, status: HTTPStatus = .ok) -> HTTPResponse {
        var response = HTTPResponse(status: status, body: Data(body.rendered.utf8))
        response.headers["Content-Type"] = "text/html; charset=utf-8"
        protect(&response)
        return response
    }

    /// `303 See Other` to a path of this server (after a form post), or to an app on an authorized domain.
    static func redirect(to path: String) -> HTTPResponse {
        var response = HTTPResponse(status: HTTPStatus(code: 303))
        response.headers["Location"] = path
        protect(&response)
        return response
    }

    /// A file written in the project and compiled into the binary (style sheet, script).
    static func asset(_ text: String, contentType: String) -> HTTPResponse {
        var response = HTTPResponse(body: Data(text.utf8))
        response.headers["Content-Type"] = contentType
        protect(&response)
        response.headers["Cache-Control"] = "public, max-age=3600"
        return response
    }

    static func protect(_ response: inout HTTPResponse) {
        response.headers["Content-Security-Policy"] = contentSecurityPolicy
        response.headers["X-Frame-Options"] = "DENY"
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Cache-Control"] = "no-store"
        response.headers["Cross-Origin-Opener-Policy"] = "same-origin"
    }
}
