import Testing

@testable import TerminalUI

struct ColorModeTests {
    @Test func colourByDefault() {
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"]) == .color)
        #expect(ColorMode.detect(environment: [:]) == .color)
    }

    @Test func anyNonEmptyNoColorDisablesColour() {
        #expect(ColorMode.detect(environment: ["NO_COLOR": "1", "TERM": "xterm"]) == .monochrome)
        #expect(ColorMode.detect(environment: ["NO_COLOR": "0"]) == .monochrome)
        #expect(ColorMode.detect(environment: ["NO_COLOR": "false"]) == .monochrome)
    }

    @Test func emptyNoColorIsIgnored() {
        #expect(ColorMode.detect(environment: ["NO_COLOR": "", "TERM": "xterm"]) == .color)
    }

    @Test func dumbTerminalIsMonochrome() {
        #expect(ColorMode.detect(environment: ["TERM": "dumb"]) == .monochrome)
    }

    @Test func monochromeRenditionKeepsAttributesOnly() {
        let style = Style(foreground: .red, isBold: true, isInverse: true)
        #expect(style.selectGraphicRendition(in: .monochrome) == "\u{1B}[0;1;7m")
        #expect(style.selectGraphicRendition(in: .color) == "\u{1B}[0;1;7;31m")
    }
}
