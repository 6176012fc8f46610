extension LoginText {
    // swift-format-ignore
    var english: String {
        switch self {
        case .emailLabel: "E-mail address"
        case .passwordLabel: "Password"
        case .passwordConfirmationLabel: "Confirm password"
        case .displayNameLabel: "Name"
        case .resetCodeLabel: "Code from the e-mail"
        case .newPasswordLabel: "New password"
        case .showPassword: "Show"
        case .hidePassword: "Hide"
        case .signInButton: "Log in"
        case .signUpButton: "Sign up"
        case .resetPasswordButton: "Reset password"
        case .sendResetEmailButton: "Send reset e-mail"
        case .changePasswordButton: "Change password"
        case .signInWithGoogle: "Continue with Google"
        case .signInWithApple: "Continue with Apple"
        case .signOutButton: "Sign out"
        case .deleteAccountButton: "Delete account"
        case .refreshButton: "Refresh"
        case .cancel: "Cancel"
        case .ok: "OK"
        case .emailMissing: "Please enter your e-mail address."
        case .emailInvalid: "Please enter a valid e-mail address."
        case .passwordMissing: "Please enter your password."
        case .passwordConfirmationMismatch: "The passwords do not match."
        case .displayNameMissing: "Please enter your name."
        case .resetCodeMissing: "Please enter the code from the e-mail."
        case .warningTitle: "Warning!"
        case .invalidCredentials: "Invalid e-mail or password."
        case .resetEmailSent:
            "If an account uses this address, we have sent it an e-mail with a link to reset the password."
        case .passwordChanged: "Your password has been changed. Please log in with the new one."
        case .socialSignInFailed: "Signing in with the provider did not work. Please try again."
        case .genericFailure: "Something went wrong. Please try again."
        case .requestCancelled: "Cancelled."
        case .emailVerified: "E-mail address confirmed"
        case .emailNotVerified: "E-mail address not confirmed yet"
        case .sessionNotChecked:
            "The server could not be reached to check your session, so you stay signed in as last time."
        }
    }
}
