import AuthCrypto
import AuthModel
import HTTPServer
import LoginFeature

/// The password-reset form: the seeds' set-password rules (LoginFeature's `SetPasswordState`: the
/// password meets the policy, the confirmation repeats it) checked on the server, the policy listed
/// under the field, a reveal toggle, and the new password set through `accounts:resetPassword`.
extension ActionPage {
    static let resetPath = "/identitytoolkit.googleapis.com/v1/accounts:resetPassword"

    /// What was wrong with a submitted form (the typed passwords are never sent back).
    struct ResetProblems {
        var password: String?
        var confirmation: String?
        var unmet: [PasswordRequirement] = []
        var refusal: String?
    }

    func showResetForm(_ request: HTTPRequest, _ link: Link) async -> HTTPResponse {
        let checked = await api.call(
            .post, Self.resetPath, link.body(["oobCode": .string(link.code)]),
            credential: .apiKey(link.apiKey),
            on: request)
        switch checked {
        case .failure(let error):
            return unusable(error, language: link.language)
        case .success(let answer):
            guard answer["requestType"]?.stringValue == "PASSWORD_RESET" else {
                return unusable(AuthError(.invalidActionCode), language: link.language)
            }
            return resetForm(link, email: answer["email"]?.stringValue ?? "", problems: nil)
        }
    }

    func submitReset(_ request: HTTPRequest, _ link: Link, form: HTTPParameters) async -> HTTPResponse {
        let password = form["newPassword"] ?? ""
        let confirmation = form["confirmPassword"] ?? ""
        let email = form["email"] ?? ""
        let rules = CredentialRules(passwordPolicy: settings.passwordPolicy)
        let state = SetPasswordState(password: password, confirmation: confirmation, rules: rules)
        guard state.isNextEnabled else {
            var problems = ResetProblems()
            problems.unmet = settings.passwordPolicy.evaluate(password).unmetRequirements
            problems.password = rules.passwordMessage(for: password, in: link.language)
            if state.isPasswordValid {
                problems.confirmation = rules.confirmationMessage(
                    password: password, confirmation: confirmation, in: link.language)
            }
            return resetForm(link, email: email, problems: problems, status: .badRequest)
        }
        let result = await api.call(
            .post, Self.resetPath,
            link.body(["oobCode": .string(link.code), "newPassword": .string(password)]),
            credential: .apiKey(link.apiKey), on: request)
        switch result {
        case .failure(let error)
        where error.kind == .weakPassword || error.kind == .passwordDoesNotMeetRequirements:
            var problems = ResetProblems()
            problems.refusal = error.localizedDescription(for: link.language)
            problems.unmet = settings.passwordPolicy.evaluate(password).unmetRequirements
            return resetForm(link, email: email, problems: problems, status: .badRequest)
        case .failure(let error):
            return unusable(error, language: link.language)
        case .success:
            let content: HTML = """
                \(PageShell.notice(LoginText.passwordChanged.localized(in: link.language), isError: false))
                \(continueLink(link))
                """
            return page(
                PageText.resetDoneTitle.localized(in: link.language), content, language: link.language)
        }
    }

    /// The form, with a fresh CSRF token in a hidden field and in the form cookie.
    func resetForm(_ link: Link, email: String, problems: ResetProblems?, status: HTTPStatus = .ok)
        -> HTTPResponse
    {
        let language = link.language
        let token = (try? SecureRandom.token(bits: 128)) ?? ""
        let rules = settings.passwordPolicy.requirements.map { requirement -> HTML in
            let text = requirement.localizedDescription(for: language)
            return problems?.unmet.contains(requirement) == true
                ? "<li class=\"unmet\">\(text)</li>" : "<li>\(text)</li>"
        }
        let passwordError = problems?.password.map { message -> HTML in
            "<p id=\"password-error\" class=\"field-error\">\(message)</p>"
        }
        let confirmationError = problems?.confirmation.map { message -> HTML in
            "<p id=\"confirm-error\" class=\"field-error\">\(message)</p>"
        }
        let passwordDescribedBy = passwordError == nil ? "password-rules" : "password-error password-rules"
        let passwordInvalid: HTML = passwordError == nil ? "" : " aria-invalid=\"true\""
        let confirmationInvalid: HTML =
            confirmationError == nil ? "" : " aria-invalid=\"true\" aria-describedby=\"confirm-error\""
        let refusal: HTML = problems?.refusal.map { PageShell.notice($0, isError: true) } ?? ""
        let hidden: [HTML] = [
            ("mode", link.mode), ("oobCode", link.code), ("apiKey", link.apiKey), ("lang", language.rawValue),
            ("continueUrl", link.continueURL ?? ""), ("tenantId", link.tenantId ?? ""), ("csrf", token),
        ].map { name, value in "<input type=\"hidden\" name=\"\(name)\" value=\"\(value)\">\n" }
        let content: HTML = """
            <p>\(PageText.resetIntro(email: email).localized(in: language))</p>
            \(refusal)
            <form method="post" action="\(ActionLink.path)" novalidate>
            \(hidden)
            <input type="email" name="email" autocomplete="username" value="\(email)" readonly hidden>
            <label for="new-password">\(LoginText.newPasswordLabel.localized(in: language))</label>
            <input id="new-password" name="newPassword" type="password" autocomplete="new-password" required \
            aria-describedby="\(passwordDescribedBy)"\(passwordInvalid)>
            \(passwordError ?? .empty)
            <p class="hint" id="password-rules-heading">\(PageText.requirementsHeading.localized(in: language))</p>
            <ul class="rules" id="password-rules" aria-labelledby="password-rules-heading">
            \(rules)
            </ul>
            <label for="confirm-password">\(LoginText.passwordConfirmationLabel.localized(in: language))</label>
            <input id="confirm-password" name="confirmPassword" type="password" autocomplete="new-password" required\
            \(confirmationInvalid)>
            \(confirmationError ?? .empty)
            <p class="check" hidden><input type="checkbox" id="reveal" data-reveal="new-password confirm-password">\
            <label for="reveal">\(LoginText.showPassword.localized(in: language))</label></p>
            <div class="actions"><button type="submit">\(LoginText.changePasswordButton.localized(in: language))\
            </button></div>
            </form>
            """
        let cookie = Cookies.header(
            name: Self.formCookie, value: token, path: Self.cookiePath, maxAge: 3600,
            secure: settings.secureCookies)
        return page(
            PageText.resetTitle.localized(in: language), content, language: language, status: status,
            cookie: cookie)
    }
}

extension PasswordPolicy {
    /// The rules to list under a new-password field: the minimum length, a maximum below Firebase's
    /// 4096, and each required character class.
    var requirements: [PasswordRequirement] {
        var rules: [PasswordRequirement] = [.minimumLength(minimumLength)]
        if maximumLength < 4096 { rules.append(.maximumLength(maximumLength)) }
        for characterClass in PasswordCharacterClass.allCases
        where requiredCharacterClasses.contains(characterClass) {
            rules.append(.characterClass(characterClass))
        }
        return rules
    }
}
