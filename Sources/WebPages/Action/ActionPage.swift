import AuthCrypto
import AuthModel
import HTTPServer
import LoginFeature

/// `/__/auth/action`: where the links in mail lead (Firebase's hosted action page and its query).
///
/// - `resetPassword`: the code is checked first (an expired, used or unknown code shows a page that
///   says so and nothing else), then a form for the new password with the policy shown; the form posts
///   back here and the password is set through `accounts:resetPassword`.
/// - `verifyEmail`, `verifyAndChangeEmail`, `recoverEmail`: the code is applied through
///   `accounts:update` and the page says what happened.
/// - `signIn` (e-mail link sign-in): the code is checked, then handed to the app at `continueUrl`
///   (`ActionPage+SignIn.swift`), which signs in with it.
///
/// Every call uses the link's `apiKey`, as Firebase's page does. A "Continue" link appears only for a
/// `continueUrl` on an authorized domain.
struct ActionPage: Sendable {
    let settings: WebPagesSettings
    let api: APIClient
    let guardian: FormGuard

    static let formCookie = "sesame_action_form"
    static let cookiePath = "/__/auth/"

    /// The link's parameters, from the query (GET) or the form (POST).
    struct Link: Sendable {
        var mode: String
        var code: String
        var apiKey: String
        var continueURL: String?
        /// The tenant the code belongs to (Firebase's `tenantId` parameter); nil for the project's own.
        var tenantId: String?
        var language: AuthLanguage

        init?(_ parameters: HTTPParameters, language: AuthLanguage) {
            guard let mode = parameters["mode"], let code = parameters["oobCode"], !code.isEmpty,
                let apiKey = parameters["apiKey"], !apiKey.isEmpty
            else { return nil }
            self.mode = mode
            self.code = code
            self.apiKey = apiKey
            self.continueURL = parameters["continueUrl"].flatMap { $0.isEmpty ? nil : $0 }
            self.tenantId = parameters["tenantId"].flatMap { $0.isEmpty ? nil : $0 }
            self.language = language
        }

        /// An API request body with the link's tenant.
        func body(_ fields: [String: JSON]) -> JSON {
            var fields = fields
            if let tenantId { fields["tenantId"] = .string(tenantId) }
            return .object(fields)
        }
    }

    func show(_ request: HTTPRequest) async -> HTTPResponse {
        let language = PageLanguage.of(request)
        guard let link = Link(request.query, language: language) else {
            return unusable(AuthError(.invalidActionCode), language: language)
        }
        switch link.mode {
        case "resetPassword":
            return await showResetForm(request, link)
        case "verifyEmail", "verifyAndChangeEmail", "recoverEmail":
            return await apply(request, link)
        case "signIn":
            return await handOverSignIn(request, link)
        default:
            return page(
                PageText.unsupportedModeTitle.localized(in: language),
                "<p>\(PageText.unsupportedModeBody.localized(in: language))</p>", language: language,
                status: .badRequest)
        }
    }

    func submit(_ request: HTTPRequest) async -> HTTPResponse {
        let form = request.formParameters ?? HTTPParameters()
        let language = PageLanguage.of(request, form: form)
        guard
            guardian.allows(
                request, token: form["csrf"], expected: Cookies.value(Self.formCookie, in: request))
        else {
            return page(
                PageText.linkUnusableTitle.localized(in: language),
                PageShell.notice(PageText.formExpired.localized(in: language), isError: true),
                language: language,
                status: .forbidden)
        }
        guard let link = Link(form, language: language), link.mode == "resetPassword" else {
            return unusable(AuthError(.invalidActionCode), language: language)
        }
        return await submitReset(request, link, form: form)
    }

    /// Applies a verification, change or recovery code and says what happened.
    private func apply(_ request: HTTPRequest, _ link: Link) async -> HTTPResponse {
        let language = link.language
        let result = await api.call(
            .post, "/identitytoolkit.googleapis.com/v1/accounts:update",
            link.body(["oobCode": .string(link.code)]),
            credential: .apiKey(link.apiKey), on: request)
        switch result {
        case .failure(let error):
            return unusable(error, language: language)
        case .success(let answer):
            let email = answer["email"]?.stringValue ?? ""
            let (title, body): (String, PageText) =
                switch link.mode {
                case "verifyAndChangeEmail":
                    (
                        PageText.changeEmailDoneTitle.localized(in: language),
                        .changeEmailDoneBody(email: email)
                    )
                case "recoverEmail":
                    (
                        PageText.recoverEmailDoneTitle.localized(in: language),
                        .recoverEmailDoneBody(email: email)
                    )
                default: (LoginText.emailVerified.localized(in: language), .verifyDoneBody(email: email))
                }
            let content: HTML = """
                \(PageShell.notice(body.localized(in: language), isError: false))
                \(continueLink(link))
                """
            return page(title, content, language: language)
        }
    }

    /// The page for a code that cannot be used: expired, used, unknown, or an API refusal.
    func unusable(_ error: AuthError, language: AuthLanguage) -> HTTPResponse {
        page(
            PageText.linkUnusableTitle.localized(in: language),
            PageShell.notice(error.localizedDescription(for: language), isError: true), language: language,
            status: .badRequest)
    }

    func continueLink(_ link: Link) -> HTML {
        guard let url = settings.continueLinks.offered(link.continueURL) else { return .empty }
        return "<p class=\"actions\"><a class=\"button\" href=\"\(url)\" rel=\"noreferrer\">"
            + "\(PageText.continueLink.localized(in: link.language))</a></p>"
    }

    func page(
        _ title: String, _ content: HTML, language: AuthLanguage, status: HTTPStatus = .ok,
        cookie: String? = nil
    ) -> HTTPResponse {
        var response = PageResponse.html(
            PageShell.document(title: title, language: language, content: "<h1>\(title)</h1>\n\(content)"),
            status: status)
        if let cookie { response.headers.add("Set-Cookie", cookie) }
        return response
    }
}
