import Foundation

/// Reads e-mail sign-in links the way Firebase's SDKs do (`isSignInWithEmailLink`): an
/// ``ActionCodeLink`` whose `mode` is `signIn`.
public enum EmailSignInLink {
    /// Whether `link` is an e-mail sign-in link.
    public static func isSignInLink(_ link: String) -> Bool {
        code(in: link) != nil
    }

    /// The link's one-time code (`oobCode`), or nil when `link` is not an e-mail sign-in link.
    public static func code(in link: String) -> String? {
        ActionCodeLink.code(in: link, mode: "signIn")
    }
}
