import Testing

@testable import TerminalUI

struct FocusChainTests {
    @Test func tabAndArrowsFollowOrderSkippingDisabledAndHidden() {
        let email = TextField(label: "E-mail")
        let disabled = Button(title: "Disabled", isEnabled: false)
        let hidden = TextField(label: "Hidden")
        hidden.isHidden = true
        let login = Button(title: "Log in")
        let chain = FocusChain([email, disabled, hidden, login])
        #expect(chain.focusFirst())
        #expect(chain.focused === email)
        #expect(email.isFocused)
        #expect(chain.handle(.tab))
        #expect(chain.focused === login)
        #expect(!email.isFocused)
        #expect(login.isFocused)
        #expect(chain.handle(.tab))  // wraps
        #expect(chain.focused === email)
        #expect(chain.handle(.backTab))
        #expect(chain.focused === login)
        #expect(chain.handle(.up))
        #expect(chain.focused === email)
        #expect(chain.handle(.down))
        #expect(chain.focused === login)
        #expect(!chain.handle(.enter))
    }

    @Test func reenabledWidgetJoinsAgain() {
        let email = TextField(label: "E-mail")
        let login = Button(title: "Log in", isEnabled: false)
        let chain = FocusChain([email, login])
        chain.focusFirst()
        #expect(!chain.focusNext())  // nothing else can take focus
        #expect(chain.focused === email)
        login.isEnabled = true
        #expect(chain.focusNext())
        #expect(chain.focused === login)
    }

    @Test func repairMovesFocusOffDisabledWidget() {
        let email = TextField(label: "E-mail")
        let login = Button(title: "Log in")
        let chain = FocusChain([email, login])
        chain.focus(login)
        login.isEnabled = false
        chain.repairFocus()
        #expect(chain.focused === email)
        #expect(!login.isFocused)
    }

    @Test func cannotFocusWidgetOutsideChainOrDisabled() {
        let chain = FocusChain([TextField(label: "a")])
        #expect(!chain.focus(Button(title: "x")))
        let disabled = Button(title: "y", isEnabled: false)
        chain.append(disabled)
        #expect(!chain.focus(disabled))
        #expect(chain.focused == nil)
    }
}
