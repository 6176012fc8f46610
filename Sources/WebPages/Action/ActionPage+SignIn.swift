import AuthModel
import Foundation
import HTTPServer

extension ActionPage {
    /// `signIn`: the code is checked (not used up), then the browser goes on to the app, as on
    /// Firebase's page: `303` to `continueUrl` with the link's `apiKey`, `oobCode`, `mode` and `lang`
    /// set in its query, where the app calls `signInWithEmailLink` with the address and the code. Only
    /// a `continueUrl` on an authorized domain is followed; an unusable code, or a missing or
    /// unauthorized `continueUrl`, gets a page that says so.
    func handOverSignIn(_ request: HTTPRequest, _ link: Link) async -> HTTPResponse {
        let language = link.language
        let checked = await api.call(
            .post, "/identitytoolkit.googleapis.com/v1/accounts:resetPassword",
            link.body(["oobCode": .string(link.code)]),
            credential: .apiKey(link.apiKey), on: request)
        switch checked {
        case .failure(let error):
            return unusable(error, language: language)
        case .success(let answer) where answer["requestType"]?.stringValue != "EMAIL_SIGNIN":
            return unusable(AuthError(.invalidActionCode), language: language)
        case .success:
            break
        }
        guard let target = settings.continueLinks.offered(link.continueURL),
            let location = Self.location(target, link: link, lang: request.query["lang"])
        else {
            return page(
                PageText.linkUnusableTitle.localized(in: language),
                PageShell.notice(PageText.signInNoAppBody.localized(in: language), isError: true),
                language: language, status: .badRequest)
        }
        return PageResponse.redirect(to: location)
    }

    /// `continueUrl` with the link's parameters set in its query (replacing any of the same name).
    static func location(_ continueURL: String, link: Link, lang: String?) -> String? {
        guard var components = URLComponents(string: continueURL) else { return nil }
        let added =
            [
                ("apiKey", link.apiKey), ("oobCode", link.code), ("mode", link.mode),
                ("lang", lang ?? link.language.rawValue),
            ] + (link.tenantId.map { [("tenantId", $0)] } ?? [])
        var items = (components.queryItems ?? []).filter { item in !added.contains { $0.0 == item.name } }
        items += added.map { URLQueryItem(name: $0.0, value: $0.1) }
        components.queryItems = items
        return components.string
    }
}
