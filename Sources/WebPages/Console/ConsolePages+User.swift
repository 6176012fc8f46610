import AuthCrypto
import AuthModel
import Foundation
import HTTPServer
import LoginFeature

/// One user's page (`accounts:lookup`): everything the admin API says about the account, the forms
/// for the name and the custom claims, and the actions, each behind a confirmation page.
extension ConsolePages {
    /// An account from the admin API, or the page that says why there is none.
    enum Lookup {
        case found(JSON)
        case failed(HTTPResponse)
    }

    /// The account `uid`, from the admin API (`accounts:lookup`).
    func lookUp(_ uid: String, for request: HTTPRequest, session: ConsoleSessions.Session) async -> Lookup {
        let language = PageLanguage.of(request)
        switch await admin(.post, accountsPath + ":lookup", ["localId": [.string(uid)]], for: request) {
        case .failure(let error):
            return .failed(failure(error, language: language, session: session, back: Self.root))
        case .success(let answer):
            guard let account = answer["users"]?.arrayValue?.first else {
                return .failed(
                    failure(AuthError(.userNotFound), language: language, session: session, back: Self.root))
            }
            return .found(account)
        }
    }

    func user(_ request: HTTPRequest, _ session: ConsoleSessions.Session) async -> HTTPResponse {
        let language = PageLanguage.of(request)
        let uid = request.pathParameters["uid"] ?? ""
        let account: JSON
        switch await lookUp(uid, for: request, session: session) {
        case .failed(let page): return page
        case .found(let found): account = found
        }
        let none = PageText.none.localized(in: language)
        let yes = PageText.yes.localized(in: language)
        let no = PageText.no.localized(in: language)
        let disabled = account["disabled"]?.boolValue == true
        let verified = account["emailVerified"]?.boolValue == true
        let email = account["email"]?.stringValue
        // `validSince` is 0 until the sessions are first revoked.
        let validSince = account["validSince"]?.text.flatMap(Double.init).flatMap {
            $0 > 0 ? Self.date(.string(String(Int64($0 * 1000)))) : nil
        }
        let fields: [(String, String)] = [
            (PageText.columnUserID.localized(in: language), uid),
            (PageText.columnEmail.localized(in: language), email ?? none),
            (PageText.fieldEmailVerified.localized(in: language), verified ? yes : no),
            (LoginText.displayNameLabel.localized(in: language), account["displayName"]?.stringValue ?? none),
            (PageText.fieldPhone.localized(in: language), account["phoneNumber"]?.stringValue ?? none),
            (PageText.columnProviders.localized(in: language), Self.providers(of: account)),
            (PageText.columnCreated.localized(in: language), Self.date(account["createdAt"])),
            (PageText.columnLastSignIn.localized(in: language), Self.date(account["lastLoginAt"])),
            (
                PageText.fieldTokensValidSince.localized(in: language),
                validSince ?? PageText.neverRevoked.localized(in: language)
            ),
            (
                PageText.columnStatus.localized(in: language),
                (disabled ? PageText.statusDisabled : .statusActive).localized(in: language)
            ),
            (
                PageText.fieldCustomClaims.localized(in: language),
                account["customAttributes"]?.stringValue ?? none
            ),
        ]
        let list = fields.map { name, value -> HTML in "<dt>\(name)</dt><dd>\(value)</dd>\n" }
        var actions: [ConsoleAction] = [disabled ? .enable : .disable, .revoke]
        if email != nil { actions.append(.sendReset) }
        if email != nil && !verified { actions.append(.verifyEmail) }
        actions.append(.delete)
        let buttons = actions.map { action -> HTML in
            let href = "\(Self.userPath(uid))/confirm?action=\(action.rawValue)"
            return action.isDangerous
                ? "<a class=\"button danger\" href=\"\(href)\">\(action.label(in: language))</a>"
                : "<a class=\"button quiet\" href=\"\(href)\">\(action.label(in: language))</a>"
        }
        let activity = await recentActivity(uid, for: request, language: language)
        let content: HTML = """
            <div class="toolbar"><h1>\(PageText.userTitle.localized(in: language)) \(email ?? uid)</h1>\
            <a href="\(Self.root)">\(PageText.backToUsers.localized(in: language))</a></div>
            \(doneNotice(request, language: language))
            <dl class="fields">
            \(list)</dl>
            <h2>\(PageText.actionsHeading.localized(in: language))</h2>
            <div class="actions">\(buttons)</div>
            <h2>\(PageText.secondFactorsHeading.localized(in: language))</h2>
            \(secondFactors(uid: uid, account: account, language: language))
            \(passkeys(uid: uid, account: account, session: session, language: language))
            \(editForms(uid: uid, account: account, session: session, language: language))
            \(credentialForms(uid: uid, account: account, session: session, language: language))
            \(activity)
            """
        return page(email ?? uid, content, language: language, session: session)
    }

    func editForms(uid: String, account: JSON, session: ConsoleSessions.Session, language: AuthLanguage)
        -> HTML
    {
        """
        <form class="panel" method="post" action="\(Self.userPath(uid))/name">
        \(csrfField(session))
        <label for="display-name">\(LoginText.displayNameLabel.localized(in: language))</label>
        <input id="display-name" name="displayName" type="text" value="\(account["displayName"]?.stringValue)">
        <div class="actions"><button type="submit">\(ConsoleAction.name.label(in: language))</button></div>
        </form>
        <form class="panel" method="post" action="\(Self.userPath(uid))/claims">
        \(csrfField(session))
        <label for="claims">\(PageText.fieldCustomClaims.localized(in: language))</label>
        <textarea id="claims" name="customAttributes" aria-describedby="claims-help">\
        \(account["customAttributes"]?.stringValue)</textarea>
        <p class="hint" id="claims-help">\(PageText.claimsHelp.localized(in: language))</p>
        <div class="actions"><button type="submit">\(ConsoleAction.claims.label(in: language))</button></div>
        </form>
        """
    }

    /// Setting a password and changing the e-mail address (`accounts:update` with `password`, `email`).
    func credentialForms(uid: String, account: JSON, session: ConsoleSessions.Session, language: AuthLanguage)
        -> HTML
    {
        """
        <form class="panel" method="post" action="\(Self.userPath(uid))/email">
        \(csrfField(session))
        <label for="new-email">\(LoginText.emailLabel.localized(in: language))</label>
        <input id="new-email" name="email" type="email" autocomplete="off" required \
        value="\(account["email"]?.stringValue)">
        <div class="actions"><button type="submit">\(ConsoleAction.email.label(in: language))</button></div>
        </form>
        <form class="panel" method="post" action="\(Self.userPath(uid))/password">
        \(csrfField(session))
        <label for="new-password">\(LoginText.passwordLabel.localized(in: language))</label>
        <input id="new-password" name="password" type="password" autocomplete="new-password" required \
        aria-describedby="password-help">
        <p class="hint" id="password-help">\(PageText.setPasswordHelp.localized(in: language))</p>
        <div class="actions"><button type="submit">\(ConsoleAction.password.label(in: language))</button></div>
        </form>
        """
    }

    /// The confirmation page of a one-click action: the question and a form that posts it.
    func confirm(_ request: HTTPRequest, _ session: ConsoleSessions.Session) async -> HTTPResponse {
        let language = PageLanguage.of(request)
        let uid = request.pathParameters["uid"] ?? ""
        guard let action = ConsoleAction(rawValue: request.query["action"] ?? ""), action.needsConfirmation
        else {
            return failure(
                AuthError.unknown(code: "UNKNOWN_ACTION"), language: language, session: session,
                back: Self.root)
        }
        let account: JSON
        switch await lookUp(uid, for: request, session: session) {
        case .failed(let page): return page
        case .found(let found): account = found
        }
        let who = account["email"]?.stringValue ?? uid
        var target = "\(Self.userPath(uid))/\(action.rawValue)"
        var factorName = ""
        if action == .removeFactor {
            let id = request.query["factor"] ?? ""
            guard
                let factor = account["mfaInfo"]?.arrayValue?.first(where: {
                    $0["mfaEnrollmentId"]?.stringValue == id
                })
            else {
                return failure(
                    AuthError(.multiFactorInfoNotFound), language: language, session: session,
                    back: Self.userPath(uid))
            }
            factorName = Self.factorName(factor, language: language)
            target += "?factor=\(APIClient.queryEscaped(id))"
        }
        return confirmation(
            question: action.question(who, factor: factorName).localized(in: language),
            button: action.label(in: language), dangerous: action.isDangerous, action: target,
            cancel: Self.userPath(uid), session: session, language: language)
    }

    func confirmation(
        question: String, button: String, dangerous: Bool, action: String, cancel: String,
        session: ConsoleSessions.Session, language: AuthLanguage
    ) -> HTTPResponse {
        let buttonClass = dangerous ? "danger" : ""
        let content: HTML = """
            <div class="panel">
            <h1>\(PageText.confirmTitle.localized(in: language))</h1>
            <p>\(question)</p>
            <form method="post" action="\(action)">
            \(csrfField(session))
            <div class="actions"><button type="submit" class="\(buttonClass)">\(button)</button>
            <a class="button quiet" href="\(cancel)">\(LoginText.cancel.localized(in: language))</a></div>
            </form>
            </div>
            """
        return page(
            PageText.confirmTitle.localized(in: language), content, language: language, session: session)
    }
}
