import AuthCrypto
import Storage

/// `accounts:update`'s `linkProviderUserInfo`: an identity at a provider linked to the account as
/// given, without any token from the provider. Firebase lets only admins do that; emulator mode, which
/// takes unchecked provider claims anyway, lets the signed-in user do it too, as Firebase's emulator
/// does.
enum LinkedProviderInfo {
    /// The identity the body names, or nil; `MISSING_PROVIDER_ID` / `MISSING_RAW_ID` when incomplete.
    static func identity(_ body: RequestBody) throws(APIError) -> ProviderIdentity? {
        guard let info = body["linkProviderUserInfo"] else { return nil }
        let fields = RequestBody(fields: info.objectValue ?? [:])
        guard let providerId = fields.string("providerId") else { throw .code(.missingProviderID) }
        guard let rawId = fields.string("rawId") else { throw .code(.missingRawID) }
        return ProviderIdentity(
            providerId: providerId, rawId: rawId, email: fields.string("email"),
            displayName: fields.string("displayName"), photoURL: fields.string("photoUrl"),
            federatedId: fields.string("federatedId"), phoneNumber: fields.string("phoneNumber"),
            screenName: fields.string("screenName"))
    }

    /// The end user's link, allowed in emulator mode only (`INSUFFICIENT_PERMISSION` otherwise).
    static func endUserIdentity(_ body: RequestBody, _ context: ServerContext) throws(APIError)
        -> ProviderIdentity?
    {
        guard body.contains("linkProviderUserInfo") else { return nil }
        guard context.configuration.emulator else { throw .code(.insufficientPermission) }
        return try identity(body)
    }
}
