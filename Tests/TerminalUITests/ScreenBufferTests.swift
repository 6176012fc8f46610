import Testing

@testable import TerminalUI

struct ScreenBufferTests {
    @Test func writesTextAndReportsColumns() {
        var buffer = ScreenBuffer(size: Size(columns: 6, rows: 1))
        #expect(buffer.write("ab", at: Point(column: 1, row: 0)) == 2)
        #expect(TextRenderer.lines(of: buffer) == [" ab"])
    }

    @Test func hangulTakesTwoCells() {
        var buffer = ScreenBuffer(size: Size(columns: 8, rows: 1))
        #expect(buffer.write("한글x", at: Point(column: 0, row: 0)) == 5)
        #expect(buffer[0, 0].character == "한")
        #expect(buffer[0, 0].width == 2)
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer[2, 0].character == "글")
        #expect(buffer[4, 0].character == "x")
        #expect(TextRenderer.lines(of: buffer) == ["한글x"])
    }

    @Test func wideCharacterThatDoesNotFitBecomesSpace() {
        var buffer = ScreenBuffer(size: Size(columns: 3, rows: 1))
        buffer.write("a한b", at: Point(column: 1, row: 0))
        #expect(buffer[1, 0].character == "a")
        #expect(buffer[2, 0].character == " ")
        #expect(buffer[2, 0].width == 1)
    }

    @Test func overwritingHalfOfWideCharacterBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(size: Size(columns: 4, rows: 1))
        buffer.write("한", at: Point(column: 0, row: 0))
        buffer.write("x", at: Point(column: 1, row: 0))
        #expect(buffer[0, 0] == Cell.blank)
        #expect(buffer[1, 0].character == "x")
        buffer.write("글", at: Point(column: 2, row: 0))
        buffer.write("y", at: Point(column: 2, row: 0))
        #expect(buffer[3, 0] == Cell.blank)
        #expect(TextRenderer.lines(of: buffer) == [" xy"])
    }

    @Test func clipLimitsWriting() {
        var buffer = ScreenBuffer(size: Size(columns: 10, rows: 1))
        buffer.write(
            "abcdef", at: Point(column: 0, row: 0), clip: Rect(column: 2, row: 0, columns: 3, rows: 1))
        #expect(TextRenderer.lines(of: buffer) == ["  cde"])
    }

    @Test func fillCoversRect() {
        var buffer = ScreenBuffer(size: Size(columns: 4, rows: 3))
        buffer.fill(Rect(column: 1, row: 1, columns: 2, rows: 2), with: "#")
        #expect(TextRenderer.lines(of: buffer) == ["", " ##", " ##"])
    }
}
