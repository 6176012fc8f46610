import AuthCrypto
import AuthModel
import Foundation
import HTTPServer
import LoginFeature

/// The users table: 25 accounts a page, newest first, through `accounts:query` (`sortBy: CREATED_AT`,
/// keyset: `startAfter` is a page's first or last account as `<createdAt>:<localId>`, backwards with
/// `order: ASC`), searched by e-mail or user-ID prefix, provider or phone number.
extension ConsolePages {
    static let pageSize = 25

    /// The search kinds and the query expression field each becomes.
    static let searchKinds: [(value: String, field: String, label: PageText)] = [
        ("email", "emailPrefix", .searchByEmail), ("uid", "userIdPrefix", .searchByUserID),
        ("provider", "providerId", .searchByProvider), ("phone", "phoneNumber", .searchByPhone),
    ]

    func users(_ request: HTTPRequest, _ session: ConsoleSessions.Session) async -> HTTPResponse {
        let language = PageLanguage.of(request)
        let text = (request.query["q"] ?? "").trimmingCharacters(in: .whitespaces)
        let kind = Self.searchKinds.first { $0.value == request.query["by"] } ?? Self.searchKinds[0]
        let before = request.query["before"].flatMap { $0.isEmpty ? nil : $0 }
        let after = request.query["after"].flatMap { $0.isEmpty ? nil : $0 }
        var query: [String: JSON] = [
            "limit": .string(String(Self.pageSize)), "sortBy": "CREATED_AT", "order": before == nil ? "DESC" : "ASC",
        ]
        if !text.isEmpty { query["expression"] = [.object([kind.field: .string(text)])] }
        if let cursor = before ?? after { query["startAfter"] = .string(cursor) }
        let answer: JSON
        switch await admin(.post, accountsPath + ":query", .object(query), for: request) {
        case .failure(let error): return failure(error, language: language, session: session, back: Self.root)
        case .success(let value): answer = value
        }
        var accounts = answer["userInfo"]?.arrayValue ?? []
        if before != nil { accounts.reverse() }
        let more = answer["nextPageToken"] != nil
        var total: HTML = ""
        if text.isEmpty,
            case .success(let count) = await admin(
                .post, accountsPath + ":query", ["returnUserInfo": false], for: request),
            let records = count["recordsCount"]?.text.flatMap(Int.init)
        {
            total = "<p class=\"hint\">\(PageText.accountCount(records).localized(in: language))</p>"
        }
        // Paging links keep the search; "previous" reads backwards from this page's first account.
        let search = "q=\(APIClient.queryEscaped(text))&by=\(kind.value)"
        let first = accounts.first.flatMap(Self.cursor)
        let last = accounts.last.flatMap(Self.cursor)
        var pager: [HTML] = []
        if let first, before == nil ? after != nil : more {
            let href = "\(Self.root)?\(search)&before=\(APIClient.queryEscaped(first))"
            pager.append(
                "<a class=\"button quiet\" rel=\"prev\" href=\"\(href)\">\(PageText.previousPage.localized(in: language))</a>"
            )
        }
        if let last, before == nil ? more : true {
            let href = "\(Self.root)?\(search)&after=\(APIClient.queryEscaped(last))"
            pager.append(
                "<a class=\"button quiet\" rel=\"next\" href=\"\(href)\">\(PageText.nextPage.localized(in: language))</a>"
            )
        }
        let content: HTML = """
            <div class="toolbar"><h1>\(PageText.usersTitle.localized(in: language))</h1>\(total)</div>
            \(doneNotice(request, language: language))
            \(searchForm(text: text, kind: kind.value, language: language))
            \(accounts.isEmpty ? "<p>\(PageText.noMatches.localized(in: language))</p>" : usersTable(accounts, language: language))
            <nav class="pager" aria-label="\(PageText.usersTitle.localized(in: language))">\(pager)</nav>
            \(deleteAllLink(language: language))
            """
        return page(
            PageText.usersTitle.localized(in: language), content, language: language, session: session)
    }

    /// In emulator mode, the way to empty the project (it acts on the users, so it sits with them).
    func deleteAllLink(language: AuthLanguage) -> HTML {
        guard settings.emulator else { return "" }
        return """
            <div class="actions"><a class="button danger" href="/console/delete-all">\
            \(PageText.deleteAllUsers.localized(in: language))</a></div>
            """
    }

    func searchForm(text: String, kind: String, language: AuthLanguage) -> HTML {
        let options = Self.searchKinds.map { option -> HTML in
            option.value == kind
                ? "<option value=\"\(option.value)\" selected>\(option.label.localized(in: language))</option>"
                : "<option value=\"\(option.value)\">\(option.label.localized(in: language))</option>"
        }
        return """
            <form class="search panel" method="get" action="\(Self.root)" role="search">
            <div><label for="q">\(PageText.searchLabel.localized(in: language))</label>
            <input id="q" name="q" type="search" value="\(text)"></div>
            <div><label for="by">\(PageText.searchByLabel.localized(in: language))</label>
            <select id="by" name="by">\(options)</select></div>
            <button type="submit">\(PageText.searchButton.localized(in: language))</button>
            <a class="button quiet" href="\(Self.root)">\(PageText.showAll.localized(in: language))</a>
            </form>
            """
    }

    func usersTable(_ accounts: [JSON], language: AuthLanguage) -> HTML {
        let rows = accounts.map { account -> HTML in
            let uid = account["localId"]?.stringValue ?? ""
            let email = account["email"]?.stringValue
            let disabled = account["disabled"]?.boolValue == true
            let status: HTML =
                disabled
                ? "<span class=\"badge off\">\(PageText.statusDisabled.localized(in: language))</span>"
                : "<span class=\"badge on\">\(PageText.statusActive.localized(in: language))</span>"
            // Each cell names its column (`data-label`): on a phone the table is a list without headings.
            let cells: [(PageText, HTML, HTML)] = [
                (
                    .columnEmail, "",
                    "<a href=\"\(Self.userPath(uid))\">\(email ?? PageText.none.localized(in: language))</a>"
                ),
                (.columnUserID, " class=\"code\"", "\(uid)"),
                (.columnProviders, "", "\(Self.providers(of: account))"),
                (.columnCreated, "", "\(Self.date(account["createdAt"]))"),
                (.columnLastSignIn, "", "\(Self.date(account["lastLoginAt"]))"), (.columnStatus, "", status),
            ]
            let row = cells.map { column, attributes, value -> HTML in
                "<td data-label=\"\(column.localized(in: language))\"\(attributes)>\(value)</td>"
            }
            return "<tr>\(row)</tr>\n"
        }
        let columns: [PageText] = [
            .columnEmail, .columnUserID, .columnProviders, .columnCreated, .columnLastSignIn, .columnStatus,
        ]
        let headings = columns.map { column -> HTML in
            "<th scope=\"col\">\(column.localized(in: language))</th>"
        }
        return "<table><thead><tr>\(headings)</tr></thead><tbody>\n\(rows)</tbody></table>"
    }

    /// An account's place in the newest-first order, as `accounts:query` takes it in `startAfter`.
    static func cursor(_ account: JSON) -> String? {
        guard let uid = account["localId"]?.stringValue, let created = account["createdAt"]?.text else { return nil }
        return "\(created):\(uid)"
    }

    static func userPath(_ uid: String) -> String {
        "/console/users/" + APIClient.queryEscaped(uid)
    }

    /// The account's sign-in providers (`password`, `google.com`, …), `anonymous` for an account with
    /// neither providers nor e-mail, "—" for one that has an address but no way to sign in yet.
    static func providers(of account: JSON) -> String {
        let ids = (account["providerUserInfo"]?.arrayValue ?? []).compactMap { $0["providerId"]?.stringValue }
        if !ids.isEmpty { return ids.joined(separator: ", ") }
        return account["email"] == nil && account["phoneNumber"] == nil ? "anonymous" : "—"
    }

    /// A millisecond timestamp (string or number) as `2026-01-01 12:00 UTC`; "—" when absent.
    static func date(_ value: JSON?) -> String {
        guard let text = value?.text, let milliseconds = Double(text) else { return "—" }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: Date(timeIntervalSince1970: milliseconds / 1000))
    }

    /// The notice after an action (`?done=disabled`, …): a fixed set of texts, never text from the URL.
    func doneNotice(_ request: HTTPRequest, language: AuthLanguage) -> HTML {
        let texts: [String: PageText] = [
            "disabled": .doneDisabled, "enabled": .doneEnabled, "deleted": .doneDeleted,
            "revoked": .doneRevoked,
            "reset": .doneResetSent, "verified": .doneMarkedVerified, "name": .doneNameSaved,
            "claims": .doneClaimsSaved, "created": .doneCreated, "deletedAll": .doneDeletedAll,
            "factorRemoved": .doneFactorRemoved, "password": .donePasswordSet, "email": .doneEmailChanged,
            "passkey": .donePasskeyRemoved,
        ]
        guard let done = request.query["done"], let text = texts[done] else { return "" }
        return PageShell.notice(text.localized(in: language), isError: false)
    }
}
