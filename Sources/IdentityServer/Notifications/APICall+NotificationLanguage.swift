import AuthModel

extension APICall {
    /// The language of the mail or SMS this request causes: its `X-Firebase-Locale` (what Firebase's
    /// SDKs send from `auth.languageCode`) when Sesame writes in it, else the project's
    /// `notification.defaultLocale`, else English.
    func notificationLanguage(_ context: ServerContext) throws(APIError) -> AuthLanguage {
        try context.projectSettings().notification.language(requested: request.headers["X-Firebase-Locale"])
    }
}
