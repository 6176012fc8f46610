import Testing

@testable import TerminalUI

struct RendererTests {
    private func frame(_ lines: [String], columns: Int = 10, style: Style = .plain) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: Size(columns: columns, rows: lines.count))
        for (row, line) in lines.enumerated() {
            buffer.write(line, at: Point(column: 0, row: row), style: style)
        }
        return buffer
    }

    @Test func firstFrameClearsAndDrawsEverything() {
        let renderer = Renderer(colorMode: .color)
        let output = renderer.render(frame(["ab", "c"]))
        #expect(output.hasPrefix(ControlSequence.resetStyle + ControlSequence.clearScreen))
        var terminal = HeadlessTerminal(size: Size(columns: 10, rows: 2))
        terminal.feed(output)
        #expect(terminal.lines == ["ab", "c"])
    }

    @Test func unchangedFrameEmitsNothing() {
        let renderer = Renderer(colorMode: .color)
        let first = frame(["hello", "world"])
        _ = renderer.render(first)
        #expect(renderer.render(first) == "")
        #expect(renderer.render(frame(["hello", "world"])) == "")
    }

    @Test func onlyTheChangedCellIsWritten() {
        let renderer = Renderer(colorMode: .color)
        _ = renderer.render(frame(["hello", "world"]))
        let output = renderer.render(frame(["hello", "wOrld"]))
        #expect(output == "\u{1B}[2;2H\u{1B}[0mO\u{1B}[0m")
    }

    @Test func adjacentChangesShareOneCursorMove() {
        let renderer = Renderer(colorMode: .color)
        _ = renderer.render(frame(["abcd"]))
        let output = renderer.render(frame(["aXYd"]))
        #expect(output == "\u{1B}[1;2H\u{1B}[0mXY\u{1B}[0m")
    }

    @Test func styleChangeAloneIsWritten() {
        let renderer = Renderer(colorMode: .color)
        _ = renderer.render(frame(["ab"]))
        var next = frame(["ab"])
        next.write("b", at: Point(column: 1, row: 0), style: Style(foreground: .red, isBold: true))
        #expect(renderer.render(next) == "\u{1B}[1;2H\u{1B}[0;1;31mb\u{1B}[0m")
    }

    @Test func resizeRedrawsEverything() {
        let renderer = Renderer(colorMode: .color)
        _ = renderer.render(frame(["ab"], columns: 10))
        let output = renderer.render(frame(["ab"], columns: 12))
        #expect(output.contains(ControlSequence.clearScreen))
        #expect(output.contains("ab"))
    }

    @Test func invalidateRedrawsEverything() {
        let renderer = Renderer(colorMode: .color)
        let same = frame(["ab"])
        _ = renderer.render(same)
        renderer.invalidate()
        #expect(renderer.render(same).contains(ControlSequence.clearScreen))
    }

    @Test func wideCharacterChangeRewritesWholeCharacter() {
        let renderer = Renderer(colorMode: .color)
        var terminal = HeadlessTerminal(size: Size(columns: 10, rows: 1))
        terminal.feed(renderer.render(frame(["a한b"])))
        let output = renderer.render(frame(["a글b"]))
        #expect(output == "\u{1B}[1;2H\u{1B}[0m글\u{1B}[0m")
        terminal.feed(output)
        #expect(terminal.lines == ["a글b"])
        let narrower = renderer.render(frame(["axyb"]))
        terminal.feed(narrower)
        #expect(terminal.lines == ["axyb"])
    }

    @Test func diffsReplayToTheSameScreen() {
        let renderer = Renderer(colorMode: .color)
        var terminal = HeadlessTerminal(size: Size(columns: 10, rows: 3))
        let frames = [
            frame(["로그인", "e-mail", "[ ok ]"]),
            frame(["로그인!", "e-mail", "[ ok ]"]),
            frame(["login", "비밀번호", ""]),
            frame(["l", "비x번호", "done"]),
        ]
        for next in frames {
            terminal.feed(renderer.render(next))
            #expect(terminal.lines == TextRenderer.lines(of: next))
            #expect(terminal.screen == next)
        }
    }

    @Test func colorModeEmitsForegroundCodes() {
        let renderer = Renderer(colorMode: .color)
        let output = renderer.render(frame(["ok"], style: Style(foreground: .mint)))
        #expect(output.contains("\u{1B}[0;38;5;79m"))
    }

    @Test func monochromeEmitsNoColourCodes() {
        let renderer = Renderer(colorMode: .monochrome)
        var terminal = HeadlessTerminal(size: Size(columns: 10, rows: 1))
        var buffer = frame(["abcdef"])
        for (index, color) in Color.allCases.enumerated() {
            buffer.write(
                "x", at: Point(column: index, row: 0), style: Style(foreground: color, isBold: index == 1))
        }
        terminal.feed(renderer.render(buffer))
        #expect(!terminal.graphicRenditions.isEmpty)
        for rendition in terminal.graphicRenditions {
            let numbers = rendition.split(separator: ";").compactMap { Int($0) }
            #expect(numbers.allSatisfy { [0, 1, 2, 4, 7].contains($0) }, "colour code in \(rendition)")
        }
        #expect(terminal.graphicRenditions.contains("0;1"))
    }
}
