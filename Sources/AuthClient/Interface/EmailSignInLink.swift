import Foundation

/// Reads e-mail sign-in links the way Firebase's SDKs do (`isSignInWithEmailLink`): the link in the mail
/// (`…/__/auth/action?mode=signIn&oobCode=…`), the app URL the action page redirected to (its
/// `continueUrl` with `mode` and `oobCode` added), or a link wrapped in another one's `link` or
/// `deep_link_id` parameter.
public enum EmailSignInLink {
    /// Whether `link` is an e-mail sign-in link.
    public static func isSignInLink(_ link: String) -> Bool {
        code(in: link) != nil
    }

    /// The link's one-time code (`oobCode`), or nil when `link` is not an e-mail sign-in link.
    public static func code(in link: String) -> String? {
        code(in: link, depth: 0)
    }

    private static func code(in link: String, depth: Int) -> String? {
        guard depth < 3,
            let items = URLComponents(string: link.trimmingCharacters(in: .whitespacesAndNewlines))?
                .queryItems
        else { return nil }
        func value(_ name: String) -> String? {
            items.first { $0.name == name }?.value.flatMap { $0.isEmpty ? nil : $0 }
        }
        if value("mode") == "signIn", let code = value("oobCode") { return code }
        for wrapper in ["link", "deep_link_id"] {
            if let inner = value(wrapper), let code = code(in: inner, depth: depth + 1) { return code }
        }
        return nil
    }
}
