import Foundation

/// Reads the one-time code (`oobCode`) out of the links Firebase-style servers mail
/// (`…/__/auth/action?mode=…&oobCode=…`), the app URL an action page redirected to (its `continueUrl`
/// with `mode` and `oobCode` added), or a link wrapped in another one's `link` or `deep_link_id`
/// parameter. An app that takes the code from the link never has to open it, so a link whose server
/// has gone (the terminal app's embedded server, on a port of its last run) still works.
public enum ActionCodeLink {
    /// The code of a link whose `mode` is `mode` (`resetPassword`, `signIn`, `verifyEmail`, …), or nil
    /// when `text` is not such a link.
    public static func code(in text: String, mode: String) -> String? {
        code(in: text, mode: mode, depth: 0)
    }

    /// What the user pasted where a code is asked for: the code of a `mode` link, else the text itself
    /// (the bare code), trimmed.
    public static func code(pasted text: String, mode: String) -> String {
        code(in: text, mode: mode) ?? text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func code(in link: String, mode: String, depth: Int) -> String? {
        guard depth < 3,
            let items = URLComponents(string: link.trimmingCharacters(in: .whitespacesAndNewlines))?
                .queryItems
        else { return nil }
        func value(_ name: String) -> String? {
            items.first { $0.name == name }?.value.flatMap { $0.isEmpty ? nil : $0 }
        }
        if value("mode") == mode, let code = value("oobCode") { return code }
        for wrapper in ["link", "deep_link_id"] {
            if let inner = value(wrapper), let code = code(in: inner, mode: mode, depth: depth + 1) {
                return code
            }
        }
        return nil
    }
}
