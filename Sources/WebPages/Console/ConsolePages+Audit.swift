import AuthCrypto
import AuthModel
import HTTPServer

/// The audit log (`GET /sesame/v1/auditEntries`): the whole log page by page with its filters, and a
/// user's recent entries on their page.
extension ConsolePages {
    static let auditPath = "/console/audit"
    static let auditAPIPath = "/sesame/v1/auditEntries"

    /// `/console/audit?target=&kind=&actor=&pageToken=`: 50 entries a page, newest first.
    func audit(_ request: HTTPRequest, _ session: ConsoleSessions.Session) async -> HTTPResponse {
        let language = PageLanguage.of(request)
        let filters = ["target", "kind", "actor"].map { ($0, request.query[$0] ?? "") }
        var query = filters.filter { !$0.1.isEmpty }.map { "\($0.0)=\(APIClient.queryEscaped($0.1))" }
        let base = query.joined(separator: "&")
        if let token = request.query["pageToken"], !token.isEmpty {
            query.append("pageToken=\(APIClient.queryEscaped(token))")
        }
        query.append("pageSize=50")
        let answer: JSON
        switch await admin(.get, Self.auditAPIPath + "?" + query.joined(separator: "&"), for: request) {
        case .failure(let error): return failure(error, language: language, session: session, back: Self.auditPath)
        case .success(let found): answer = found
        }
        let entries = answer["entries"]?.arrayValue ?? []
        var pager: [HTML] = []
        if let next = answer["nextPageToken"]?.stringValue {
            let href = "\(Self.auditPath)?\(base)\(base.isEmpty ? "" : "&")pageToken=\(APIClient.queryEscaped(next))"
            pager.append(
                "<a class=\"button quiet\" rel=\"next\" href=\"\(href)\">\(PageText.nextPage.localized(in: language))</a>")
        }
        let fields = filters.map { name, value -> HTML in
            let label: PageText = name == "target" ? .columnTarget : name == "kind" ? .columnEvent : .columnActor
            return """
                <div><label for="audit-\(name)">\(label.localized(in: language))</label>
                <input id="audit-\(name)" name="\(name)" type="search" value="\(value)"></div>
                """
        }
        let content: HTML = """
            <div class="toolbar"><h1>\(PageText.auditTitle.localized(in: language))</h1></div>
            <form class="search panel" method="get" action="\(Self.auditPath)" role="search">
            \(fields)
            <button type="submit">\(PageText.searchButton.localized(in: language))</button>
            <a class="button quiet" href="\(Self.auditPath)">\(PageText.showAll.localized(in: language))</a>
            </form>
            \(auditTable(entries, language: language))
            <nav class="pager" aria-label="\(PageText.auditTitle.localized(in: language))">\(pager)</nav>
            """
        return page(PageText.auditTitle.localized(in: language), content, language: language, session: session)
    }

    /// A user's 10 newest entries, for their page (nothing when the log cannot be read).
    func recentActivity(_ uid: String, for request: HTTPRequest, language: AuthLanguage) async -> HTML {
        let path = Self.auditAPIPath + "?target=\(APIClient.queryEscaped(uid))&pageSize=10"
        guard case .success(let answer) = await admin(.get, path, for: request) else { return "" }
        return """
            <h2>\(PageText.auditRecentHeading.localized(in: language))</h2>
            \(auditTable(answer["entries"]?.arrayValue ?? [], language: language))
            <p><a href="\(Self.auditPath)?target=\(APIClient.queryEscaped(uid))">\(PageText.auditFullLog.localized(in: language))</a></p>
            """
    }

    func auditTable(_ entries: [JSON], language: AuthLanguage) -> HTML {
        guard !entries.isEmpty else { return "<p>\(PageText.auditEmpty.localized(in: language))</p>" }
        let columns: [PageText] = [.columnTime, .columnEvent, .columnActor, .columnTarget, .columnOutcome, .columnSource]
        let rows = entries.map { entry -> HTML in
            let actor = [entry["actor"]?["kind"]?.stringValue, entry["actor"]?["id"]?.stringValue]
                .compactMap { $0 }.joined(separator: " ")
            let outcome = entry["outcome"]?.stringValue ?? ""
            let values: [String] = [
                (entry["time"]?.stringValue ?? "").replacingOccurrences(of: "T", with: " "),
                entry["kind"]?.stringValue ?? "", actor, entry["target"]?.stringValue ?? "—",
                outcome == "success" ? PageText.outcomeSuccess.localized(in: language) : outcome,
                entry["sourceAddress"]?.stringValue ?? "—",
            ]
            let cells = zip(columns, values).map { column, value -> HTML in
                "<td data-label=\"\(column.localized(in: language))\">\(value)</td>"
            }
            return "<tr>\(cells)</tr>\n"
        }
        let headings = columns.map { "<th scope=\"col\">\($0.localized(in: language))</th>" as HTML }
        return "<table><thead><tr>\(headings)</tr></thead><tbody>\n\(rows)</tbody></table>"
    }
}
