import AuthCrypto
import AuthModel
import HTTPServer

/// The user page's passkeys (`passkeyInfo` from the admin API): each with when it was registered and
/// last used, marked when it is refused as possibly cloned, and a form that removes it (`deletePasskey`).
extension ConsolePages {
    func passkeys(uid: String, account: JSON, session: ConsoleSessions.Session, language: AuthLanguage) -> HTML {
        let entries = account["passkeyInfo"]?.arrayValue ?? []
        let heading = PageText.passkeysHeading.localized(in: language)
        guard !entries.isEmpty else {
            return "<h2>\(heading)</h2><p>\(PageText.noPasskeys.localized(in: language))</p>"
        }
        let rows = entries.map { entry -> HTML in
            let id = entry["credentialId"]?.stringValue ?? ""
            let cloned: HTML =
                entry["possiblyCloned"]?.boolValue == true
                ? " <strong>\(PageText.passkeyPossiblyCloned.localized(in: language))</strong>" : ""
            return """
                <li><form method="post" action="\(Self.userPath(uid))/\(ConsoleAction.removePasskey.rawValue)">\
                \(csrfField(session))<input type="hidden" name="credentialId" value="\(id)">\
                \(entry["name"]?.stringValue ?? id) · \(PageText.columnCreated.localized(in: language)) \
                \(entry["createdAt"]?.stringValue ?? "—") · \(PageText.columnLastSignIn.localized(in: language)) \
                \(entry["lastUsedAt"]?.stringValue ?? "—")\(cloned) \
                <button type="submit" class="danger">\(ConsoleAction.removePasskey.label(in: language))</button>\
                </form></li>
                """
        }
        return "<h2>\(heading)</h2><ul class=\"passkeys\">\n\(rows)</ul>"
    }
}
