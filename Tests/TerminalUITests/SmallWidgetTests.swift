import Testing

@testable import TerminalUI

struct LabelTests {
    @Test func drawsTextInColour() {
        let label = Label(text: "Invalid ID or PW!", color: .red)
        let canvas = TextRenderer.canvas(of: label, columns: 20)
        #expect(TextRenderer.lines(of: canvas.buffer) == ["Invalid ID or PW!"])
        #expect(canvas.buffer[0, 0].style.foreground == .red)
    }

    @Test func centredMultilineText() {
        let label = Label(text: "ab\n로그인", alignment: .center)
        #expect(label.preferredHeight == 2)
        #expect(TextRenderer.lines(of: label, columns: 10) == ["    ab", "  로그인"])
    }

    @Test func hiddenLabelDrawsNothing() {
        let label = Label(text: "error")
        label.isHidden = true
        #expect(TextRenderer.lines(of: label, columns: 10) == [""])
    }
}

struct ValidityMarkTests {
    @Test func colourGlyphs() {
        let mark = ValidityMark(isValid: true)
        let canvas = TextRenderer.canvas(of: mark, columns: 4)
        #expect(TextRenderer.lines(of: canvas.buffer) == ["✓"])
        #expect(canvas.buffer[0, 0].style.foreground == .mint)
        mark.isValid = false
        let invalid = TextRenderer.canvas(of: mark, columns: 4)
        #expect(TextRenderer.lines(of: invalid.buffer) == ["✗"])
        #expect(invalid.buffer[0, 0].style.foreground == .red)
    }

    @Test func monochromeGlyphs() {
        let mark = ValidityMark(isValid: true)
        #expect(TextRenderer.lines(of: mark, columns: 4, colorMode: .monochrome) == ["[ok]"])
        mark.isValid = false
        #expect(TextRenderer.lines(of: mark, columns: 4, colorMode: .monochrome) == ["[!!]"])
    }

    @Test func hiddenMarkDrawsNothing() {
        let mark = ValidityMark(isValid: true, isHidden: true)
        #expect(TextRenderer.lines(of: mark, columns: 4) == [""])
        #expect(TextRenderer.lines(of: mark, columns: 4, colorMode: .monochrome) == [""])
    }
}

struct SpinnerTests {
    @Test func stoppedSpinnerDrawsNothingAndIgnoresTicks() {
        let spinner = Spinner(title: "Signing in")
        #expect(!spinner.tick())
        #expect(spinner.frameIndex == 0)
        #expect(TextRenderer.lines(of: spinner, columns: 20) == [""])
    }

    @Test func framesAdvanceOnTicks() {
        let spinner = Spinner(title: "Signing in")
        spinner.isAnimating = true
        #expect(TextRenderer.lines(of: spinner, columns: 16) == ["  ⠋ Signing in"])
        #expect(spinner.tick())
        #expect(TextRenderer.lines(of: spinner, columns: 16) == ["  ⠙ Signing in"])
        for _ in 0..<9 { _ = spinner.tick() }
        #expect(TextRenderer.lines(of: spinner, columns: 16) == ["  ⠋ Signing in"])  // ten frames: wrapped
    }

    @Test func monochromeFramesAreASCII() {
        let spinner = Spinner()
        spinner.isAnimating = true
        var frames: [String] = []
        for _ in 0..<5 {
            frames += TextRenderer.lines(of: spinner, columns: 1, colorMode: .monochrome)
            _ = spinner.tick()
        }
        #expect(frames == ["|", "/", "-", "\\", "|"])
    }

    @Test func stoppingResetsFrames() {
        let spinner = Spinner()
        spinner.isAnimating = true
        _ = spinner.tick()
        spinner.isAnimating = false
        #expect(spinner.frameIndex == 0)
    }
}

struct ListViewTests {
    @Test func drawsItemsWithSelectionMarker() {
        let list = ListView(items: ["alpha", "베타", "gamma"])
        #expect(TextRenderer.lines(of: list, columns: 12) == ["> alpha", "  베타", "  gamma"])
    }

    @Test func arrowsMoveSelectionAndEndsFallThrough() {
        let list = ListView(items: ["a", "b"])
        #expect(!list.handle(.up))
        #expect(list.handle(.down))
        #expect(list.selectedIndex == 1)
        #expect(!list.handle(.down))
        #expect(TextRenderer.lines(of: list, columns: 5) == ["  a", "> b"])
    }

    @Test func enterReportsSelection() {
        let list = ListView(items: ["a", "b"])
        var chosen: [Int] = []
        let subscription = list.selections.subscribe(onNext: { chosen.append($0) })
        _ = list.handle(.down)
        #expect(list.handle(.enter))
        #expect(chosen == [1])
        subscription.dispose()
    }

    @Test func emptyListCannotTakeFocus() {
        let list = ListView()
        #expect(!list.canBecomeFocused)
        #expect(list.selectedIndex == nil)
        list.items = ["x"]
        #expect(list.selectedIndex == 0)
    }
}
