import Testing

@testable import TerminalUI

struct ButtonTests {
    @Test func enabledButtonIsBracketedBoldAccent() {
        let button = Button(title: "Log in")
        let canvas = TextRenderer.canvas(of: button, columns: 20)
        #expect(TextRenderer.lines(of: canvas.buffer) == ["     [ Log in ]"])
        #expect(canvas.buffer[5, 0].style == Style(foreground: .accent, isBold: true))
    }

    @Test func focusedButtonIsFramedAndInverse() {
        let button = Button(title: "Log in")
        button.isFocused = true
        let canvas = TextRenderer.canvas(of: button, columns: 20)
        #expect(TextRenderer.lines(of: canvas.buffer) == ["   > [ Log in ] <"])
        #expect(canvas.buffer[3, 0].style.isInverse)
    }

    @Test func disabledButtonIsGreyAndDim() {
        let button = Button(title: "Log in", isEnabled: false)
        let canvas = TextRenderer.canvas(of: button, columns: 20)
        #expect(TextRenderer.lines(of: canvas.buffer) == ["     [ Log in ]"])
        #expect(canvas.buffer[5, 0].style == Style(foreground: .grey, isDim: true))
    }

    @Test func disabledButtonInMonochromeChangesBrackets() {
        let button = Button(title: "Log in", isEnabled: false)
        #expect(TextRenderer.lines(of: button, columns: 20, colorMode: .monochrome) == ["     ( Log in )"])
        button.isEnabled = true
        #expect(TextRenderer.lines(of: button, columns: 20, colorMode: .monochrome) == ["     [ Log in ]"])
    }

    @Test func enterAndSpaceActivateWhenEnabled() {
        let button = Button(title: "OK")
        var taps = 0
        let subscription = button.taps.subscribe(onNext: { taps += 1 })
        #expect(button.handle(.enter))
        #expect(button.handle(.character(" ")))
        #expect(!button.handle(.character("x")))
        #expect(taps == 2)
        button.isEnabled = false
        #expect(!button.handle(.enter))
        #expect(!button.activate())
        #expect(taps == 2)
        #expect(!button.canBecomeFocused)
        subscription.dispose()
    }
}
