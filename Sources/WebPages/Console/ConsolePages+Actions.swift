import AuthCrypto
import AuthModel
import Foundation
import HTTPServer
import LoginFeature

/// The posts that change an account, each one admin API call, then back to the user's page with a
/// notice (or to the users table after a deletion); a refusal shows the API's error.
extension ConsolePages {
    func act(_ request: HTTPRequest, _ session: ConsoleSessions.Session, _ form: HTTPParameters) async
        -> HTTPResponse
    {
        let language = PageLanguage.of(request)
        let uid = request.pathParameters["uid"] ?? ""
        guard let action = ConsoleAction(rawValue: request.pathParameters["action"] ?? "") else {
            return failure(
                AuthError.unknown(code: "UNKNOWN_ACTION"), language: language, session: session,
                back: Self.root)
        }
        let localId = JSON.string(uid)
        let result: Result<JSON, AuthError>
        switch action {
        case .disable, .enable:
            result = await admin(
                .post, accountsPath + ":update",
                ["localId": localId, "disableUser": .bool(action == .disable)],
                for: request)
        case .delete:
            result = await admin(.post, accountsPath + ":delete", ["localId": localId], for: request)
        case .revoke:
            let now = String(services.now() / 1000)
            result = await admin(
                .post, accountsPath + ":update", ["localId": localId, "validSince": .string(now)],
                for: request)
        case .verifyEmail:
            result = await admin(
                .post, accountsPath + ":update", ["localId": localId, "emailVerified": true], for: request)
        case .sendReset:
            switch await lookUp(uid, for: request, session: session) {
            case .failed(let page): return page
            case .found(let account):
                result = await admin(
                    .post, accountsPath + ":sendOobCode",
                    ["requestType": "PASSWORD_RESET", "email": account["email"] ?? .string("")], for: request)
            }
        case .name:
            let name = (form["displayName"] ?? "").trimmingCharacters(in: .whitespaces)
            let change: JSON =
                name.isEmpty
                ? ["localId": localId, "deleteAttribute": ["DISPLAY_NAME"]]
                : ["localId": localId, "displayName": .string(name)]
            result = await admin(.post, accountsPath + ":update", change, for: request)
        case .password:
            result = await admin(
                .post, accountsPath + ":update", ["localId": localId, "password": .string(form["password"] ?? "")],
                for: request)
        case .email:
            let email = (form["email"] ?? "").trimmingCharacters(in: .whitespaces)
            result = await admin(
                .post, accountsPath + ":update", ["localId": localId, "email": .string(email)], for: request)
        case .removeFactor:
            switch await lookUp(uid, for: request, session: session) {
            case .failed(let page): return page
            case .found(let account):
                guard let kept = Self.enrollments(of: account, without: request.query["factor"] ?? "") else {
                    result = .failure(AuthError(.multiFactorInfoNotFound))
                    break
                }
                result = await admin(.post, accountsPath + ":update", ["localId": localId, "mfa": kept], for: request)
            }
        case .removePasskey:
            result = await admin(
                .post, accountsPath + ":update",
                ["localId": localId, "deletePasskey": [.string(form["credentialId"] ?? "")]], for: request)
        case .claims:
            let claims = (form["customAttributes"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            result = await admin(
                .post, accountsPath + ":update",
                ["localId": localId, "customAttributes": .string(claims.isEmpty ? "{}" : claims)],
                for: request)
        }
        if case .failure(let error) = result {
            return failure(error, language: language, session: session, back: Self.userPath(uid))
        }
        if action == .delete { return PageResponse.redirect(to: "\(Self.root)?done=deleted") }
        return PageResponse.redirect(to: "\(Self.userPath(uid))?done=\(action.done)")
    }

    // MARK: - Creating a user

    func createForm(
        _ request: HTTPRequest, _ session: ConsoleSessions.Session, problem: String?,
        email: String = "", name: String = "", status: HTTPStatus = .ok
    ) -> HTTPResponse {
        let language = PageLanguage.of(request)
        let notice: HTML = problem.map { PageShell.notice($0, isError: true) } ?? ""
        let content: HTML = """
            <div class="panel">
            <h1>\(PageText.createUserTitle.localized(in: language))</h1>
            \(notice)
            <form method="post" action="/console/users/new" novalidate>
            \(csrfField(session))
            <label for="email">\(LoginText.emailLabel.localized(in: language))</label>
            <input id="email" name="email" type="email" autocomplete="off" required value="\(email)">
            <label for="password">\(LoginText.passwordLabel.localized(in: language))</label>
            <input id="password" name="password" type="password" autocomplete="new-password" required>
            <p class="check" hidden><input type="checkbox" id="reveal" data-reveal="password">\
            <label for="reveal">\(LoginText.showPassword.localized(in: language))</label></p>
            <label for="display-name">\(LoginText.displayNameLabel.localized(in: language))</label>
            <input id="display-name" name="displayName" type="text" value="\(name)">
            <p class="check"><input type="checkbox" id="verified" name="emailVerified" value="true">\
            <label for="verified">\(PageText.alreadyVerified.localized(in: language))</label></p>
            <div class="actions"><button type="submit">\(PageText.createButton.localized(in: language))</button>
            <a class="button quiet" href="\(Self.root)">\(LoginText.cancel.localized(in: language))</a></div>
            </form>
            </div>
            """
        return page(
            PageText.createUserTitle.localized(in: language), content, language: language, session: session,
            status: status)
    }

    /// `POST …/accounts` (firebase-admin's `create_user`), then the new user's page.
    func create(_ request: HTTPRequest, _ session: ConsoleSessions.Session, _ form: HTTPParameters) async
        -> HTTPResponse
    {
        let language = PageLanguage.of(request)
        let email = (form["email"] ?? "").trimmingCharacters(in: .whitespaces)
        let name = (form["displayName"] ?? "").trimmingCharacters(in: .whitespaces)
        var fields: [String: JSON] = [
            "email": .string(email), "password": .string(form["password"] ?? ""),
            "emailVerified": .bool(form["emailVerified"] == "true"),
        ]
        if !name.isEmpty { fields["displayName"] = .string(name) }
        switch await admin(.post, accountsPath, .object(fields), for: request) {
        case .failure(let error):
            return createForm(
                request, session, problem: error.localizedDescription(for: language), email: email,
                name: name,
                status: .badRequest)
        case .success(let created):
            let uid = created["localId"]?.stringValue ?? ""
            return PageResponse.redirect(to: "\(Self.userPath(uid))?done=created")
        }
    }

    // MARK: - Emulator

    /// The emulator's unused codes (`GET /emulator/v1/projects/{p}/oobCodes`).
    func outbox(_ request: HTTPRequest, _ session: ConsoleSessions.Session) async -> HTTPResponse {
        let language = PageLanguage.of(request)
        let path = "/emulator/v1/projects/\(settings.projectId)/oobCodes"
        let answer: JSON
        switch await admin(.get, path, for: request) {
        case .failure(let error): return failure(error, language: language, session: session, back: Self.root)
        case .success(let value): answer = value
        }
        let codes = answer["oobCodes"]?.arrayValue ?? []
        let rows = codes.map { entry -> HTML in
            let link = entry["oobLink"]?.stringValue ?? ""
            return """
                <tr><td>\(entry["email"]?.stringValue)</td><td>\(entry["requestType"]?.stringValue)</td>\
                <td class="code">\(entry["oobCode"]?.stringValue)</td>\
                <td><a href="\(link)" rel="noreferrer">\(PageText.columnLink.localized(in: language))</a></td></tr>

                """
        }
        let columns: [PageText] = [.columnTo, .columnType, .columnCode, .columnLink]
        let headings = columns.map { column -> HTML in
            "<th scope=\"col\">\(column.localized(in: language))</th>"
        }
        let table: HTML =
            codes.isEmpty
            ? "<p>\(PageText.outboxEmpty.localized(in: language))</p>"
            : "<table><thead><tr>\(headings)</tr></thead><tbody>\n\(rows)</tbody></table>"
        let content: HTML = """
            <div class="toolbar"><h1>\(PageText.outboxTitle.localized(in: language))</h1></div>
            <p>\(PageText.outboxIntro.localized(in: language))</p>
            \(table)
            """
        return page(
            PageText.outboxTitle.localized(in: language), content, language: language, session: session)
    }

    func confirmDeleteAll(_ request: HTTPRequest, _ session: ConsoleSessions.Session) -> HTTPResponse {
        let language = PageLanguage.of(request)
        return confirmation(
            question: PageText.confirmDeleteAll.localized(in: language),
            button: PageText.deleteAllUsers.localized(in: language), dangerous: true,
            action: "/console/delete-all",
            cancel: Self.root, session: session, language: language)
    }

    /// `DELETE /emulator/v1/projects/{p}/accounts`.
    func deleteAll(_ request: HTTPRequest, _ session: ConsoleSessions.Session, _ form: HTTPParameters) async
        -> HTTPResponse
    {
        let language = PageLanguage.of(request)
        let path = "/emulator/v1/projects/\(settings.projectId)/accounts"
        if case .failure(let error) = await admin(.delete, path, for: request) {
            return failure(error, language: language, session: session, back: Self.root)
        }
        return PageResponse.redirect(to: "\(Self.root)?done=deletedAll")
    }
}
