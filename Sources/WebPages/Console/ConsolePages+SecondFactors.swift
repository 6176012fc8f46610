import AuthCrypto
import AuthModel
import Foundation
import HTTPServer

/// A user's second factors on their page, each with a way to remove it — what an admin does for a
/// user who lost their phone. Removal is firebase-admin's way: `accounts:update` with the enrollments
/// to keep (`mfa.enrollments`), so the factor goes and nothing else changes.
extension ConsolePages {
    /// The account's `mfaInfo` entries as a list, or a line saying there are none.
    func secondFactors(uid: String, account: JSON, language: AuthLanguage) -> HTML {
        let factors = account["mfaInfo"]?.arrayValue ?? []
        guard !factors.isEmpty else { return "<p>\(PageText.noSecondFactors.localized(in: language))</p>" }
        let items = factors.map { factor -> HTML in
            let id = factor["mfaEnrollmentId"]?.stringValue ?? ""
            let href =
                "\(Self.userPath(uid))/confirm?action=\(ConsoleAction.removeFactor.rawValue)&factor=\(APIClient.queryEscaped(id))"
            let added = factor["enrolledAt"]?.stringValue.map { String($0.prefix(10)) }
            return """
                <li><span>\(Self.factorName(factor, language: language))\
                \(added.map { " · " + PageText.factorAdded($0).localized(in: language) })</span> \
                <a class="button danger" href="\(href)">\(ConsoleAction.removeFactor.label(in: language))</a></li>

                """
        }
        return "<ul class=\"factors\">\n\(items)</ul>"
    }

    /// "Text message to +1…" or "Authenticator app", with the name the user gave it.
    static func factorName(_ factor: JSON, language: AuthLanguage) -> String {
        let kind =
            factor["phoneInfo"]?.stringValue.map { PageText.factorBySMS($0) } ?? .factorByAuthenticatorApp
        let name = factor["displayName"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        return [name, kind.localized(in: language)].compactMap { $0 }.joined(separator: " — ")
    }

    /// The `mfa` field of an `accounts:update` that keeps every factor of `account` but `removed`; nil
    /// when the account has no such factor.
    static func enrollments(of account: JSON, without removed: String) -> JSON? {
        let factors = account["mfaInfo"]?.arrayValue ?? []
        guard factors.contains(where: { $0["mfaEnrollmentId"]?.stringValue == removed }) else { return nil }
        let kept = factors.filter { $0["mfaEnrollmentId"]?.stringValue != removed }.map { factor -> JSON in
            var entry: [String: JSON] = ["mfaEnrollmentId": factor["mfaEnrollmentId"] ?? .null]
            // The admin API's lookup masks `phoneInfo` where it is set to; the whole number is beside it.
            if let phone = factor["unobfuscatedPhoneInfo"] ?? factor["phoneInfo"] {
                entry["phoneInfo"] = phone
                if let name = factor["displayName"] { entry["displayName"] = name }
            } else {
                entry["totpInfo"] = [:]
            }
            return .object(entry)
        }
        return ["enrollments": .array(kept)]
    }
}
