/// Body of `accounts:sendOobCode` (v3 `getOobConfirmationCode`).
///
/// `PASSWORD_RESET` and `EMAIL_SIGNIN` take `email`; `VERIFY_EMAIL` and `VERIFY_AND_CHANGE_EMAIL`
/// take the user's `idToken` (plus `newEmail` for the latter). `returnOOBLink` is privileged.
public struct SendOOBCodeRequest: Codable, Sendable, Hashable {
    public var requestType: OOBRequestType?
    public var email: String?
    public var idToken: String?
    public var newEmail: String?
    public var continueURL: String?
    public var iOSBundleID: String?
    public var androidPackageName: String?
    public var androidInstallApp: Bool?
    public var androidMinimumVersion: String?
    public var canHandleCodeInApp: Bool?
    public var linkDomain: String?
    public var clientType: String?
    public var tenantID: String?
    public var returnOOBLink: Bool?

    public init(
        requestType: OOBRequestType? = nil, email: String? = nil, idToken: String? = nil,
        newEmail: String? = nil, continueURL: String? = nil, iOSBundleID: String? = nil,
        androidPackageName: String? = nil, androidInstallApp: Bool? = nil,
        androidMinimumVersion: String? = nil, canHandleCodeInApp: Bool? = nil, linkDomain: String? = nil,
        clientType: String? = nil, tenantID: String? = nil, returnOOBLink: Bool? = nil
    ) {
        self.requestType = requestType
        self.email = email
        self.idToken = idToken
        self.newEmail = newEmail
        self.continueURL = continueURL
        self.iOSBundleID = iOSBundleID
        self.androidPackageName = androidPackageName
        self.androidInstallApp = androidInstallApp
        self.androidMinimumVersion = androidMinimumVersion
        self.canHandleCodeInApp = canHandleCodeInApp
        self.linkDomain = linkDomain
        self.clientType = clientType
        self.tenantID = tenantID
        self.returnOOBLink = returnOOBLink
    }

    enum CodingKeys: String, CodingKey {
        case requestType, email, idToken, newEmail
        case continueURL = "continueUrl"
        case iOSBundleID = "iOSBundleId"
        case androidPackageName, androidInstallApp, androidMinimumVersion, canHandleCodeInApp, linkDomain
        case clientType
        case tenantID = "tenantId"
        case returnOOBLink = "returnOobLink"
    }
}
