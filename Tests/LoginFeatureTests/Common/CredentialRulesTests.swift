import AuthModel
import LoginFeature
import Testing

struct CredentialRulesTests {
    private let rules = CredentialRules()

    @Test func emailValidityFollowsTheWHATWGGrammar() {
        for valid in [
            "ada@example.com", "a.b+c@x.io", "ada@localhost", "  ada@example.com  ", "o'brien@example.ie",
        ] {
            #expect(rules.isValidEmail(valid), "\(valid)")
        }
        for invalid in [
            "", "ada", "ada@", "@example.com", "ada@-example.com", "ada@exa_mple.com", "ada @x.io",
            "에이다@x.io",
        ] {
            #expect(!rules.isValidEmail(invalid), "\(invalid)")
        }
        let longest =
            String(repeating: "a", count: 64) + "@" + String(repeating: "b", count: 63) + "."
            + String(repeating: "c", count: 63) + "." + String(repeating: "d", count: 61)
        #expect(longest.count == 254)
        #expect(rules.isValidEmail(longest))
        #expect(!rules.isValidEmail("a" + longest))
    }

    @Test func passwordPolicyDefaultIsFirebases() {
        #expect(!rules.isValidPassword("12345"))
        #expect(rules.isValidPassword("123456"))
        #expect(rules.isValidPassword(String(repeating: "x", count: 4096)))
        #expect(!rules.isValidPassword(String(repeating: "x", count: 4097)))
    }

    @Test func messagesNameTheProblem() {
        #expect(rules.emailMessage(for: " ", in: .english) == "Please enter your e-mail address.")
        #expect(rules.emailMessage(for: "ada@", in: .korean) == "올바른 이메일 주소를 입력하세요.")
        #expect(rules.emailMessage(for: "ada@example.com", in: .english) == nil)
        #expect(rules.passwordMessage(for: "", in: .english) == "Please enter your password.")
        #expect(rules.passwordMessage(for: "abc", in: .korean) == "6자 이상 입력해 주세요.")
        #expect(
            rules.confirmationMessage(password: "abcdef", confirmation: "abcdeg", in: .english)
                == "The passwords do not match.")
        #expect(rules.confirmationMessage(password: "abcdef", confirmation: "abcdef", in: .english) == nil)
    }
}
