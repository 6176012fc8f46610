import AuthCrypto
import AuthModel
import HTTPServer
import LoginFeature

/// Signing in with the admin key (a form post; the key never travels in a URL) and signing out.
/// The key is checked by the admin API itself: the console presents it as the bearer of one admin
/// call, and only a 200 starts a session. Attempts are limited per client address.
extension ConsolePages {
    func signInForm(_ request: HTTPRequest, problem: String? = nil, status: HTTPStatus = .ok) -> HTTPResponse
    {
        guard settings.consoleBearer != nil else { return consoleOff(request) }
        if problem == nil, sessions.session(of: request) != nil {
            return PageResponse.redirect(to: Self.root)
        }
        let language = PageLanguage.of(request)
        let token = (try? SecureRandom.token(bits: 128)) ?? ""
        let notice: HTML = problem.map { PageShell.notice($0, isError: true) } ?? ""
        let content: HTML = """
            <div class="panel">
            <h1>\(PageText.consoleSignInTitle.localized(in: language))</h1>
            \(notice)
            <form method="post" action="\(Self.signInPath)" novalidate>
            <input type="hidden" name="csrf" value="\(token)">
            <input type="text" autocomplete="username" value="admin" readonly hidden>
            <label for="admin-key">\(PageText.adminKeyLabel.localized(in: language))</label>
            <input id="admin-key" name="adminKey" type="password" autocomplete="current-password" required\
            \(problem == nil ? "" : HTML(stringLiteral: " aria-invalid=\"true\""))>
            <p class="check" hidden><input type="checkbox" id="reveal" data-reveal="admin-key">\
            <label for="reveal">\(LoginText.showPassword.localized(in: language))</label></p>
            <div class="actions"><button type="submit">\(LoginText.signInButton.localized(in: language))</button></div>
            </form>
            </div>
            """
        var response = page(
            PageText.consoleSignInTitle.localized(in: language), content, language: language, session: nil,
            status: status)
        response.headers.add(
            "Set-Cookie",
            Cookies.header(
                name: Self.signInCookie, value: token, path: ConsoleSessions.path, maxAge: 3600,
                secure: settings.secureCookies))
        return response
    }

    func signIn(_ request: HTTPRequest) async -> HTTPResponse {
        guard settings.consoleBearer != nil else { return consoleOff(request) }
        let language = PageLanguage.of(request)
        let form = request.formParameters ?? HTTPParameters()
        guard
            guardian.allows(
                request, token: form["csrf"], expected: Cookies.value(Self.signInCookie, in: request))
        else {
            return signInForm(
                request, problem: PageText.formExpired.localized(in: language), status: .forbidden)
        }
        guard services.allowConsoleSignIn(request) else {
            services.consoleEvent(.signInRefused(rateLimited: true), request)
            return signInForm(
                request, problem: AuthError(.tooManyAttempts).localizedDescription(for: language),
                status: .tooManyRequests)
        }
        let key = form["adminKey"] ?? ""
        let check = await api.call(
            .post, accountsPath + ":query", ["returnUserInfo": false], credential: .bearer(key), on: request)
        guard case .success = check, !key.isEmpty, let (session, cookie) = try? sessions.start() else {
            services.consoleEvent(.signInRefused(rateLimited: false), request)
            return signInForm(
                request, problem: PageText.wrongAdminKey.localized(in: language), status: .unauthorized)
        }
        services.consoleEvent(.signedIn(session: session.auditId), request)
        var response = PageResponse.redirect(to: Self.root)
        response.headers.add("Set-Cookie", cookie)
        response.headers.add(
            "Set-Cookie",
            Cookies.header(
                name: Self.signInCookie, value: "", path: ConsoleSessions.path, maxAge: 0,
                secure: settings.secureCookies))
        return response
    }

    func signOut(_ request: HTTPRequest) -> HTTPResponse {
        let form = request.formParameters ?? HTTPParameters()
        var response = PageResponse.redirect(to: Self.signInPath)
        if let session = sessions.session(of: request),
            guardian.allows(request, token: form["csrf"], expected: session.csrfToken)
        {
            response.headers.add("Set-Cookie", sessions.end(session))
            services.consoleEvent(.signedOut(session: session.auditId), request)
        }
        return response
    }
}
