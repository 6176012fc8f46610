import AuthModel
import LoginFeature
import Testing

struct LoginTextTests {
    @Test(arguments: LoginText.allCases)
    func everyTextExistsInEnglishAndKorean(_ text: LoginText) {
        let english = text.localized(in: .english)
        let korean = text.localized(in: .korean)
        #expect(!english.isEmpty)
        #expect(!korean.isEmpty)
        #expect(english != korean)
        // Korean texts are written in Hangul (brand names aside), English ones in ASCII.
        #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        #expect(english.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func seedLabelsOfTheSignInScreen() {
        let english = [
            LoginText.passwordLabel, .showPassword, .signInButton, .signUpButton, .resetPasswordButton,
        ]
        .map { $0.localized(in: .english) }
        #expect(english == ["Password", "Show", "Log in", "Sign up", "Reset password"])
        let korean = [
            LoginText.passwordLabel, .showPassword, .signInButton, .signUpButton, .resetPasswordButton,
        ]
        .map { $0.localized(in: .korean) }
        #expect(korean == ["비밀번호", "표시", "로그인", "회원가입", "비밀번호 재설정"])
    }

    @Test func koreanSentencesUsePoliteStyle() {
        let sentences = LoginText.allCases.map { $0.localized(in: .korean) }.filter { $0.hasSuffix(".") }
        #expect(!sentences.isEmpty)
        for sentence in sentences {
            #expect(sentence.hasSuffix("세요.") || sentence.hasSuffix("니다."), "\(sentence)")
        }
    }

    @Test func authErrorsAreDescribedByAuthModelInTheChosenLanguage() {
        let error = AuthError(.emailExists)
        #expect(ErrorMessage.text(for: error, in: .english) == error.localizedDescription(for: .english))
        #expect(ErrorMessage.text(for: error, in: .korean) == "이미 사용 중인 이메일 주소입니다.")
    }

    @Test func otherErrorsGetAGeneralSentenceWithoutInternals() {
        let error = AuthClientTestError.secretBearingFailure
        #expect(ErrorMessage.text(for: error, in: .english) == "Something went wrong. Please try again.")
        #expect(ErrorMessage.text(for: error, in: .korean) == "문제가 생겼습니다. 잠시 후 다시 시도하세요.")
    }

    @Test func cancellationsAreRecognised() {
        #expect(ErrorMessage.isCancellation(AuthError(.cancelled)))
        #expect(ErrorMessage.isCancellation(SocialProviderError.cancelled))
        #expect(!ErrorMessage.isCancellation(SocialProviderError.failed))
        #expect(!ErrorMessage.isCancellation(AuthError(.networkUnavailable)))
    }
}

private enum AuthClientTestError: Error {
    case secretBearingFailure
}
