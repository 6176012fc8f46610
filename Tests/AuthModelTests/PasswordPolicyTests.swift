import Testing

@testable import AuthModel

struct PasswordPolicyTests {
    @Test func defaultIsFirebasesSixToFourThousandNinetySix() {
        let policy = PasswordPolicy()
        #expect(policy.minimumLength == 6)
        #expect(policy.maximumLength == 4096)
        #expect(policy.requiredCharacterClasses.isEmpty)
        #expect(policy == .firebaseDefault)
    }

    @Test func defaultLengthEdges() {
        let policy = PasswordPolicy()
        #expect(policy.evaluate("12345").unmetRequirements == [.minimumLength(6)])
        #expect(policy.evaluate("123456").isSatisfied)
        #expect(policy.evaluate("").unmetRequirements == [.minimumLength(6)])
        #expect(policy.evaluate(String(repeating: "x", count: 4096)).isSatisfied)
        #expect(
            policy.evaluate(String(repeating: "x", count: 4097)).unmetRequirements == [.maximumLength(4096)])
    }

    @Test func lengthCountsUnicodeScalars() {
        let policy = PasswordPolicy(minimumLength: 3, maximumLength: 4)
        #expect(policy.isSatisfied(by: "비밀번"))
        #expect(!policy.isSatisfied(by: "비밀"))
        #expect(!policy.isSatisfied(by: "비밀번호!"))
    }

    @Test(arguments: [
        (PasswordCharacterClass.lowercase, "ABC123!", "aBC123!"),
        (.uppercase, "abc123!", "Abc123!"),
        (.digit, "abcDEF!", "abcDEF1"),
        (.nonAlphanumeric, "abcDEF1", "abcDEF 1"),
    ])
    func eachCharacterClassRule(_ characterClass: PasswordCharacterClass, missing: String, present: String) {
        let policy = PasswordPolicy(requiredCharacterClasses: [characterClass])
        #expect(policy.evaluate(missing).unmetRequirements == [.characterClass(characterClass)])
        #expect(policy.evaluate(present).isSatisfied)
    }

    @Test func nonASCIILettersCountAsNonAlphanumeric() {
        let policy = PasswordPolicy(requiredCharacterClasses: [.nonAlphanumeric])
        #expect(policy.isSatisfied(by: "abcdef가"))
        #expect(PasswordCharacterClass(classifying: "é") == .nonAlphanumeric)
        #expect(PasswordCharacterClass(classifying: "q") == .lowercase)
        #expect(PasswordCharacterClass(classifying: "Q") == .uppercase)
        #expect(PasswordCharacterClass(classifying: "7") == .digit)
    }

    @Test func listsEveryUnmetRuleInStableOrder() {
        let policy = PasswordPolicy(
            minimumLength: 8, maximumLength: 64,
            requiredCharacterClasses: Set(PasswordCharacterClass.allCases))
        let result = policy.evaluate("abc")
        #expect(!result.isSatisfied)
        #expect(
            result.unmetRequirements == [
                .minimumLength(8), .characterClass(.uppercase), .characterClass(.digit),
                .characterClass(.nonAlphanumeric),
            ])
        #expect(policy.evaluate("").unmetRequirements.count == 5)
        #expect(policy.evaluate("Abcdef1!").isSatisfied)
    }

    @Test func tooLongAndMissingClassesTogether() {
        let policy = PasswordPolicy(minimumLength: 1, maximumLength: 4, requiredCharacterClasses: [.digit])
        #expect(policy.evaluate("abcde").unmetRequirements == [.maximumLength(4), .characterClass(.digit)])
    }

    @Test func serverDetailMatchesFirebaseWording() {
        #expect(PasswordPolicy().evaluate("123").serverDetail == "Password should be at least 6 characters")
        #expect(PasswordPolicy().evaluate("123456").serverDetail == nil)
        let strict = PasswordPolicy(requiredCharacterClasses: [.digit])
        #expect(
            strict.evaluate("abc").serverDetail
                == "Password should be at least 6 characters; Password must contain a numeric character")
    }

    @Test func everyRequirementHasDescriptionsInBothLanguages() {
        let requirements: [PasswordRequirement] =
            [.minimumLength(6), .maximumLength(4096)]
            + PasswordCharacterClass.allCases.map { .characterClass($0) }
        for requirement in requirements {
            let english = requirement.localizedDescription(for: .english)
            let korean = requirement.localizedDescription(for: .korean)
            #expect(!english.isEmpty && !korean.isEmpty && english != korean)
            #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        }
        #expect(PasswordRequirement.minimumLength(8).localizedDescription(for: .korean) == "8자 이상 입력해 주세요.")
    }
}
