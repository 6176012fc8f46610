import Testing

@testable import AuthModel

struct AuthLanguageTests {
    @Test(arguments: [
        ("ko", AuthLanguage.korean), ("ko-KR", .korean), ("ko_KR", .korean), ("ko_KR.UTF-8", .korean),
        ("KO_kr.utf8", .korean), ("ko-Kore-KR", .korean), ("en", .english), ("en_US.UTF-8", .english),
        ("en_GB.ISO-8859-1@euro", .english), ("C", .english), ("POSIX", .english), ("C.UTF-8", .english),
        ("", .english), ("ja_JP.UTF-8", .english), ("kok_IN", .english),
    ])
    func picksLanguageFromLocaleIdentifier(_ identifier: String, expected: AuthLanguage) {
        #expect(AuthLanguage(localeIdentifier: identifier) == expected)
    }

    @Test func environmentPrecedenceIsLCAllThenLCMessagesThenLang() {
        #expect(AuthLanguage(environment: ["LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(AuthLanguage(environment: ["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"]) == .english)
        #expect(
            AuthLanguage(environment: ["LANG": "en_US.UTF-8", "LC_MESSAGES": "en_US", "LC_ALL": "ko_KR"])
                == .korean)
        #expect(AuthLanguage(environment: ["LC_ALL": "", "LANG": "ko"]) == .korean)
        #expect(AuthLanguage(environment: [:]) == nil)
        #expect(AuthLanguage(environment: ["HOME": "/root"]) == nil)
    }

    @Test func currentIsOneOfTheLanguages() {
        #expect(AuthLanguage.allCases.contains(AuthLanguage.current))
    }
}
