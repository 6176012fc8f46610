import Foundation

/// Where an e-mail link leads back to, as Firebase's `ActionCodeSettings`: the `url` the action page
/// hands the link's code to (it must be on one of the server's authorized domains), and the app
/// fields Firebase accepts (sent as given; Sesame's link is the same for every app).
public struct ActionCodeSettings: Sendable, Hashable {
    /// The continue URL (`continueUrl`).
    public var url: URL
    /// Whether the app opens the link itself (`canHandleCodeInApp`); e-mail link sign-in needs true.
    public var handleCodeInApp: Bool
    public var iOSBundleID: String?
    public var androidPackageName: String?
    public var androidInstallApp: Bool?
    public var androidMinimumVersion: String?
    public var linkDomain: String?

    /// Creates settings for `url`.
    public init(
        url: URL, handleCodeInApp: Bool = true, iOSBundleID: String? = nil, androidPackageName: String? = nil,
        androidInstallApp: Bool? = nil, androidMinimumVersion: String? = nil, linkDomain: String? = nil
    ) {
        self.url = url
        self.handleCodeInApp = handleCodeInApp
        self.iOSBundleID = iOSBundleID
        self.androidPackageName = androidPackageName
        self.androidInstallApp = androidInstallApp
        self.androidMinimumVersion = androidMinimumVersion
        self.linkDomain = linkDomain
    }
}
