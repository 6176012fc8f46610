import AuthModel

/// Every text of the web pages that neither AuthModel (`AuthError` and password-rule sentences) nor
/// LoginFeature's `LoginText` (field labels and buttons the app screens share) already has. Each text
/// exists once per language: `PageText+English.swift` and `PageText+Korean.swift`.
public enum PageText: Sendable, Hashable {
    // MARK: Action page
    case actionPageTitle
    case resetTitle
    case resetIntro(email: String)
    case requirementsHeading
    case resetDoneTitle
    case linkUnusableTitle
    case verifyDoneBody(email: String)
    case changeEmailDoneTitle
    case changeEmailDoneBody(email: String)
    case recoverEmailDoneTitle
    case recoverEmailDoneBody(email: String)
    case unsupportedModeTitle
    case unsupportedModeBody
    case signInNoAppBody
    case continueLink
    case formExpired
    case pageNotFound

    // MARK: Console
    case consoleName
    case consoleSignInTitle
    case adminKeyLabel
    case wrongAdminKey
    case consoleOff
    case usersTitle
    case accountCount(Int)
    case searchLabel
    case searchByLabel
    case searchByEmail
    case searchByUserID
    case searchByProvider
    case searchByPhone
    case searchButton
    case showAll
    case noMatches
    case previousPage
    case nextPage
    case columnEmail
    case columnUserID
    case columnProviders
    case columnCreated
    case columnLastSignIn
    case columnStatus
    case statusActive
    case statusDisabled
    case yes
    case no
    case none
    case userTitle
    case fieldEmailVerified
    case fieldPhone
    case fieldTokensValidSince
    case neverRevoked
    case fieldLastRefresh
    case fieldCustomClaims
    case claimsHelp
    case actionsHeading
    case disableAccount
    case enableAccount
    case deleteUser
    case revokeSessions
    case markEmailVerified
    case saveName
    case saveClaims
    case passkeysHeading
    case noPasskeys
    case removePasskey
    case passkeyPossiblyCloned
    case createUserTitle
    case alreadyVerified
    case createButton
    case confirmTitle
    case confirmDisable(String)
    case confirmEnable(String)
    case confirmDelete(String)
    case confirmRevoke(String)
    case confirmSendReset(String)
    case confirmMarkVerified(String)
    case confirmDeleteAll
    case doneDisabled
    case doneEnabled
    case doneDeleted
    case doneRevoked
    case doneResetSent
    case doneMarkedVerified
    case doneNameSaved
    case doneClaimsSaved
    case donePasskeyRemoved
    case doneCreated
    case doneDeletedAll
    case outboxTitle
    case outboxIntro
    case outboxEmpty
    case columnTo
    case columnType
    case columnCode
    case columnLink
    case deleteAllUsers
    case secondFactorsHeading
    case noSecondFactors
    case factorBySMS(String)
    case factorByAuthenticatorApp
    case factorAdded(String)
    case removeFactor
    case confirmRemoveFactor(who: String, factor: String)
    case doneFactorRemoved
    case setPassword
    case setPasswordHelp
    case donePasswordSet
    case changeEmail
    case doneEmailChanged
    case emulatorBadge
    case backToUsers
    case skipToContent
    case auditTitle
    case auditRecentHeading
    case auditFullLog
    case auditEmpty
    case columnTime
    case columnEvent
    case columnActor
    case columnTarget
    case columnOutcome
    case columnSource
    case outcomeSuccess

    /// The text in `language`.
    public func localized(in language: AuthLanguage) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }
}
