import AuthClient
import Foundation
import Testing

/// Issue 33, item 1: the code of a mailed link, read without opening it.
struct ActionCodeLinkTests {
    @Test func readsTheCodeOfALinkOfItsMode() {
        let link = "http://127.0.0.1:41234/__/auth/action?mode=resetPassword&oobCode=c0de&apiKey=k&lang=en"
        #expect(ActionCodeLink.code(in: link, mode: "resetPassword") == "c0de")
        #expect(ActionCodeLink.code(in: link, mode: "signIn") == nil)
        #expect(EmailSignInLink.code(in: link) == nil)
    }

    @Test func readsALinkWrappedInAnotherOnesParameter() {
        let inner = "https://id.example.com/__/auth/action?mode=verifyEmail&oobCode=abc"
        let outer = "https://app.example.com/open?deep_link_id="
            + inner.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        #expect(ActionCodeLink.code(in: outer, mode: "verifyEmail") == "abc")
    }

    @Test func takesWhatWasPastedAsTheBareCodeOtherwise() {
        #expect(ActionCodeLink.code(pasted: "  c0de\n", mode: "resetPassword") == "c0de")
        #expect(
            ActionCodeLink.code(pasted: " https://x.example/a?mode=resetPassword&oobCode=z \n", mode: "resetPassword")
                == "z")
        // A link without a code stays as it is, and the server says it is not valid.
        #expect(ActionCodeLink.code(pasted: "https://x.example/a?mode=resetPassword", mode: "resetPassword")
            == "https://x.example/a?mode=resetPassword")
    }
}
