extension NotificationText {
    // swift-format-ignore
    var english: String {
        switch self {
        case .subject(let kind, let app):
            switch kind {
            case .passwordReset: "Choose a new password for \(app)"
            case .verifyEmail: "Confirm your e-mail address for \(app)"
            case .changeEmail: "Confirm your new e-mail address for \(app)"
            case .recoverEmail: "The e-mail address of your \(app) account was changed"
            case .signIn: "Your sign-in link for \(app)"
            }
        case .greeting(let name): name.map { "Hello \($0)," } ?? "Hello,"
        case .request(let kind, let app, let email, let newEmail):
            switch kind {
            case .passwordReset: "Someone asked to set a new password for the \(app) account \(email)."
            case .verifyEmail: "\(app) would like to make sure that \(email) is your address."
            case .changeEmail: "Someone asked to change the e-mail address of the \(app) account \(email) to \(newEmail)."
            case .recoverEmail: "The e-mail address of your \(app) account was changed from \(email) to \(newEmail)."
            case .signIn: "Someone asked for a link to sign in to \(app) as \(email)."
            }
        case .action(let kind, let email):
            switch kind {
            case .passwordReset: "To pick the new password, open this link:"
            case .verifyEmail: "To confirm it, open this link:"
            case .changeEmail: "To confirm the new address, open this link:"
            case .recoverEmail: "If you did not change it, open this link to use \(email) again:"
            case .signIn: "To sign in, open this link on the device you asked on:"
            }
        case .button(let kind):
            switch kind {
            case .passwordReset: "Pick a new password"
            case .verifyEmail: "Confirm my address"
            case .changeEmail: "Confirm the new address"
            case .recoverEmail: "Go back to my old address"
            case .signIn: "Sign in"
            }
        case .expiry(let seconds):
            "The link works once and only for the next \(Self.englishDuration(seconds))."
        case .ifNotYou(let kind, let app):
            switch kind {
            case .passwordReset: "Did not ask for this? Then you can ignore this message: your password stays the same."
            case .verifyEmail: "If you did not use this address with \(app), you can ignore this message."
            case .changeEmail: "Did not ask for this? Then ignore this message: the account keeps its current address."
            case .recoverEmail: "If you made the change yourself, there is nothing to do. If not, choose a new password too after going back."
            case .signIn: "Did not ask for this? Then ignore this message: nobody can sign in without the link."
            }
        case .signature(let app): "Sent by \(app)"
        case .linkFallback: "If the button does not open, copy this address into your browser:"
        case .sms(let code, let app): "\(code) is your verification code for \(app)."
        }
    }

    static func englishDuration(_ seconds: Int64) -> String {
        let (count, unit) = duration(seconds)
        let name =
            switch unit {
            case .day: "day"
            case .hour: "hour"
            case .minute: "minute"
            case .second: "second"
            }
        return "\(count) \(name)\(count == 1 ? "" : "s")"
    }
}
