import AuthClient
import AuthModel

/// Turns any failure of a login flow into the sentence a screen shows.
public enum ErrorMessage {
    /// The message for `error` in `language`: an `AuthError`'s own description from AuthModel, and a
    /// general sentence for anything else (never the error's internals).
    public static func text(for error: any Error, in language: AuthLanguage) -> String {
        if let error = error as? AuthError {
            return error.localizedDescription(for: language)
        }
        return LoginText.genericFailure.localized(in: language)
    }

    /// Whether `error` means the user or the app stopped the request (no message is shown).
    public static func isCancellation(_ error: any Error) -> Bool {
        if let error = error as? AuthError { return error.kind == .cancelled }
        if let error = error as? SocialProviderError { return error == .cancelled }
        return false
    }
}
