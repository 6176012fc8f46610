import Testing

@testable import AuthModel

struct EmailAddressTests {
    static let label63 = String(repeating: "a", count: 63)
    static let label64 = String(repeating: "a", count: 64)

    /// An address of exactly `length` characters: `x@` + labels of 63 joined by dots, topped up.
    static func address(length: Int) -> String {
        var domain = ""
        var remaining = length - 2
        while remaining > 0 {
            if !domain.isEmpty {
                domain += "."
                remaining -= 1
            }
            let take = min(63, remaining)
            domain += String(repeating: "b", count: take)
            remaining -= take
        }
        return "x@" + domain
    }

    static let valid: [String] = [
        "user@example.com",
        "a@b",
        "user@localhost",
        "first.last@example.com",
        "user+tag@example.co.kr",
        "USER@EXAMPLE.COM",
        "1234567890@example.com",
        "user_name@example-domain.com",
        "!#$%&'*+-/=?^_`{|}~@example.com",
        ".leading-dot@example.com",
        "trailing-dot.@example.com",
        "double..dot@example.com",
        ".@example.com",
        "user@a-b.c-d.e",
        "user@1.2.3.4",
        "user@xn--bcher-kva.example",
        "user@" + label63 + ".com",
        "user@" + label63,
        "user@sub.sub.sub.example.com",
        "a@0",
        address(length: 254),
    ]

    static let invalid: [String] = [
        "",
        "@",
        "user",
        "user@",
        "@example.com",
        "user@@example.com",
        "user@exa@mple.com",
        "user@-example.com",
        "user@example-.com",
        "user@example.-com",
        "user@.example.com",
        "user@example.com.",
        "user@example..com",
        "user@" + label64 + ".com",
        "user@" + label64,
        "us er@example.com",
        " user@example.com",
        "user@example.com ",
        "user@exam_ple.com",
        "\"quoted\"@example.com",
        "\"quoted local\"@example.com",
        "user(comment)@example.com",
        "user@[127.0.0.1]",
        "user@[IPv6:::1]",
        "üser@example.com",
        "user@exämple.com",
        "사용자@example.com",
        "user@例え.jp",
        "user\u{0}@example.com",
        "user,name@example.com",
        "user;name@example.com",
        "user<name>@example.com",
        "user\\name@example.com",
        "user:name@example.com",
        "user@example.com\n",
        address(length: 255),
    ]

    @Test(arguments: valid)
    func acceptsValidAddress(_ candidate: String) {
        #expect(EmailAddress.isValid(candidate))
        #expect(EmailAddress(candidate)?.rawValue == candidate)
    }

    @Test(arguments: invalid)
    func rejectsInvalidAddress(_ candidate: String) {
        #expect(!EmailAddress.isValid(candidate))
    }

    @Test func tableHasAtLeastFortyCases() {
        #expect(Self.valid.count + Self.invalid.count >= 40)
    }

    @Test func lengthEdgesAreExact() {
        #expect(Self.address(length: 254).count == 254)
        #expect(Self.address(length: 255).count == 255)
        #expect(EmailAddress.isValid(Self.address(length: 254)))
        #expect(!EmailAddress.isValid(Self.address(length: 255)))
    }

    @Test func initializerTrimsSurroundingWhitespace() {
        let address = EmailAddress("  Alice@Example.com \n")
        #expect(address?.rawValue == "Alice@Example.com")
        #expect(address?.localPart == "Alice")
        #expect(address?.domain == "Example.com")
        #expect(address?.normalized == "alice@example.com")
        #expect(EmailAddress("   ") == nil)
    }

    @Test func normalizationTrimsAndLowercases() {
        #expect(EmailAddress.normalized("  Alice@Example.COM\t") == "alice@example.com")
        #expect(EmailAddress.normalized("bob@example.com") == "bob@example.com")
    }
}
