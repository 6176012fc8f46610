import AuthCrypto
import AuthModel
import HTTPServer
import LoginFeature

/// The admin console at `/console/`: sign in with the admin key, then the users table, a user's page
/// with its actions (each confirmed first), creating users, and in emulator mode the outbox and
/// "delete all users". Every read and change is a call to the admin API with the admin bearer, the one
/// firebase-admin uses; the console adds no way in of its own.
struct ConsolePages: Sendable {
    let settings: WebPagesSettings
    let services: WebPagesServices
    let api: APIClient
    let guardian: FormGuard
    let sessions: ConsoleSessions

    static let root = "/console/"
    static let signInPath = "/console/sign-in"
    /// The double-submit cookie of the sign-in form (there is no session yet to bind a token to).
    static let signInCookie = "sesame_console_form"

    func install(into router: inout Router) {
        let pages = self
        router.add(.get, Self.signInPath, inline: { pages.signInForm($0) })
        router.add(.post, Self.signInPath, async: { await pages.signIn($0) })
        router.add(.post, "/console/sign-out", inline: { pages.signOut($0) })
        // Also answers `/console` (routes ignore a trailing slash).
        router.add(
            .get, Self.root,
            async: { request in
                await pages.whenSignedIn(request) { await pages.users($0, $1) }
            })
        router.add(
            .get, "/console/users/new",
            async: { request in
                await pages.whenSignedIn(request) { pages.createForm($0, $1, problem: nil) }
            })
        router.add(
            .post, "/console/users/new",
            async: { request in
                await pages.whenPosted(request) { await pages.create($0, $1, $2) }
            })
        router.add(
            .get, Self.auditPath,
            async: { request in
                await pages.whenSignedIn(request) { await pages.audit($0, $1) }
            })
        router.add(
            .get, "/console/users/{uid}",
            async: { request in
                await pages.whenSignedIn(request) { await pages.user($0, $1) }
            })
        router.add(
            .get, "/console/users/{uid}/confirm",
            async: { request in
                await pages.whenSignedIn(request) { await pages.confirm($0, $1) }
            })
        router.add(
            .post, "/console/users/{uid}/{action}",
            async: { request in
                await pages.whenPosted(request) { await pages.act($0, $1, $2) }
            })
        if settings.emulator {
            router.add(
                .get, "/console/outbox",
                async: { request in
                    await pages.whenSignedIn(request) { await pages.outbox($0, $1) }
                })
            router.add(
                .get, "/console/delete-all",
                async: { request in
                    await pages.whenSignedIn(request) { pages.confirmDeleteAll($0, $1) }
                })
            router.add(
                .post, "/console/delete-all",
                async: { request in
                    await pages.whenPosted(request) { await pages.deleteAll($0, $1, $2) }
                })
        }
    }

    // MARK: - Gates

    /// Runs `body` for a signed-in operator; otherwise sends the browser to the sign-in page.
    func whenSignedIn(
        _ request: HTTPRequest, _ body: (HTTPRequest, ConsoleSessions.Session) async -> HTTPResponse
    ) async -> HTTPResponse {
        guard settings.consoleBearer != nil else { return consoleOff(request) }
        guard let session = sessions.session(of: request) else {
            return PageResponse.redirect(to: Self.signInPath)
        }
        return await body(request, session)
    }

    /// Runs `body` for a form post of a signed-in operator that carries the session's CSRF token and
    /// came from one of the console's pages; anything else is refused before it acts.
    func whenPosted(
        _ request: HTTPRequest,
        _ body: (HTTPRequest, ConsoleSessions.Session, HTTPParameters) async -> HTTPResponse
    ) async -> HTTPResponse {
        guard settings.consoleBearer != nil else { return consoleOff(request) }
        let form = request.formParameters ?? HTTPParameters()
        guard let session = sessions.session(of: request),
            guardian.allows(request, token: form["csrf"], expected: session.csrfToken)
        else {
            let language = PageLanguage.of(request)
            return page(
                PageText.consoleName.localized(in: language),
                PageShell.notice(PageText.formExpired.localized(in: language), isError: true)
                    + "<p><a href=\"\(Self.root)\">\(PageText.backToUsers.localized(in: language))</a></p>",
                language: language, session: nil, status: .forbidden)
        }
        return await body(request, session, form)
    }

    // MARK: - Admin API

    /// `…/v1/projects/{project}/accounts<suffix>` (and other admin paths) with the admin bearer.
    func admin(
        _ method: HTTPMethod, _ path: String, _ body: JSON? = nil, for request: HTTPRequest
    ) async -> Result<JSON, AuthError> {
        await api.call(
            method, path, body, credential: .bearer(settings.consoleBearer ?? ""), on: request,
            actingFor: sessions.session(of: request)?.auditId)
    }

    var accountsPath: String { "/identitytoolkit.googleapis.com/v1/projects/\(settings.projectId)/accounts" }

    // MARK: - Page frame

    func page(
        _ title: String, _ content: HTML, language: AuthLanguage, session: ConsoleSessions.Session?,
        status: HTTPStatus = .ok
    ) -> HTTPResponse {
        let name = PageText.consoleName.localized(in: language)
        return PageResponse.html(
            PageShell.document(
                title: title == name ? name : "\(title) · \(name)", language: language,
                header: header(language: language, session: session), content: content),
            status: status)
    }

    /// The bar on top: the console's name, the emulator badge, navigation and sign-out.
    func header(language: AuthLanguage, session: ConsoleSessions.Session?) -> HTML {
        let badge: HTML =
            settings.emulator
            ? " <span class=\"badge\">\(PageText.emulatorBadge.localized(in: language))</span>" : ""
        var links: [HTML] = []
        if let session {
            links.append("<a href=\"\(Self.root)\">\(PageText.usersTitle.localized(in: language))</a>")
            links.append(
                "<a href=\"/console/users/new\">\(PageText.createUserTitle.localized(in: language))</a>")
            links.append("<a href=\"\(Self.auditPath)\">\(PageText.auditTitle.localized(in: language))</a>")
            if settings.emulator {
                links.append(
                    "<a href=\"/console/outbox\">\(PageText.outboxTitle.localized(in: language))</a>")
            }
            links.append(
                """
                <form class="inline" method="post" action="/console/sign-out">\(csrfField(session))\
                <button type="submit">\(LoginText.signOutButton.localized(in: language))</button></form>
                """)
        }
        return """
            <header class="bar"><nav class="inner" aria-label="\(PageText.consoleName.localized(in: language))">
            <a class="brand" href="\(Self.root)">\(PageText.consoleName.localized(in: language))</a>\(badge)
            \(links)
            </nav></header>
            """
    }

    func csrfField(_ session: ConsoleSessions.Session) -> HTML {
        "<input type=\"hidden\" name=\"csrf\" value=\"\(session.csrfToken)\">"
    }

    func consoleOff(_ request: HTTPRequest) -> HTTPResponse {
        let language = PageLanguage.of(request)
        return page(
            PageText.consoleName.localized(in: language),
            PageShell.notice(PageText.consoleOff.localized(in: language), isError: true), language: language,
            session: nil, status: .forbidden)
    }

    /// An API refusal as a page, with the way back.
    func failure(_ error: AuthError, language: AuthLanguage, session: ConsoleSessions.Session, back: String)
        -> HTTPResponse
    {
        page(
            PageText.consoleName.localized(in: language),
            PageShell.notice(error.localizedDescription(for: language), isError: true)
                + "<p><a href=\"\(back)\">\(PageText.backToUsers.localized(in: language))</a></p>",
            language: language, session: session, status: .badRequest)
    }
}

extension HTML {
    static func + (lhs: HTML, rhs: HTML) -> HTML { "\(lhs)\(rhs)" }
}
