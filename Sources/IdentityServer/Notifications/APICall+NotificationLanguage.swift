import AuthModel

extension APICall {
    /// The language of the mail this request causes: its `X-Firebase-Locale` (what Firebase's
    /// SDKs send from `auth.languageCode`) when Sesame writes in it, else the project's
    /// `notification.defaultLocale`, else English.
    func notificationLanguage(_ context: ServerContext) throws(APIError) -> AuthLanguage {
        try context.projectSettings().notification.language(requested: request.headers["X-Firebase-Locale"])
    }

    /// The language of the SMS this request causes: as `notificationLanguage`, unless the project's
    /// `notification.sendSms.useDeviceLocale` is false (then the project's language). The project's
    /// setting holds in its tenants too: Identity Platform's tenants have no `notification` of their own.
    func smsLanguage(_ context: ServerContext) throws(APIError) -> AuthLanguage {
        try context.projectSettings().notification.smsLanguage(
            requested: request.headers["X-Firebase-Locale"])
    }
}
