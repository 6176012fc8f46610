extension ScreenText {
    // swift-format-ignore
    var english: String {
        switch self {
        case .appTitle: "Sesame"
        case .signUpTitle: "Create an account"
        case .passwordResetTitle: "Reset your password"
        case .homeTitle: "Signed in"
        case .launching: "Opening your session…"
        case .signingIn: "Signing in…"
        case .working: "Please wait…"
        case .formHint: "Tab/↑↓ move · Enter choose · Ctrl-C quit\nCtrl-R shows or hides the password"
        case .backHint: "Tab/↑↓ move · Enter choose · Esc back\nCtrl-R show/hide password · Ctrl-C quit"
        case .homeHint: "Tab/↑↓ move · Enter choose · Ctrl-C quit"
        case .providersPrefix: "Signed in with: "
        case .signOutTitle: "Sign out?"
        case .signOutMessage: "You will need your password (or provider) to sign in again."
        case .deleteAccountTitle: "Delete account?"
        case .deleteAccountMessage: "The account and everything in it are removed. This cannot be undone."
        case .socialAccountEmail: "Provider account e-mail"
        case .socialAccountName: "Provider account name"
        case .socialEmulatorNote: "Emulator server: the provider account is made up here, unsigned."
        case .socialNeedsToken:
            "This server needs a real token from the provider, which a terminal cannot get. "
                + "Use an e-mail and password, or a server in emulator mode."
        case .backButton: "Back"
        case .outboxHint:
            "Paste the link from the reset e-mail (or its code). The app's own server writes its e-mails to:"
        case .resetCodeHint: "Paste the link from the reset e-mail (or its code) and choose a new password."
        case .escCancels: "Esc cancels"
        case .signUpCannotBeCancelled: "Sign-up cannot be cancelled: wait…"
        case .windowTooSmall: "The window is too small. Make it at least"
        case .passwordProvider: "password"
        case .phoneProvider: "phone number"
        case .verificationCodeTitle: "Enter the code"
        case .totpEnrollmentTitle: "Set up an authenticator app"
        case .qrCodeTooWide: "(Widen the window to see the QR code.)"
        case .secretKeyPrefix: "Key: "
        case .removeAuthenticatorTitle: "Remove the authenticator app?"
        case .removeAuthenticatorMessage: "Signing in will need only the password again."
        case .accountTitle: "Your account"
        case .scrollHint: "PgDn/PgUp scroll · Tab/↑↓ move · Esc back"
        case .sessionFileUnreadable: "The remembered session could not be read, so please sign in again."
        }
    }
}
