/// Turns frames into the ANSI output that brings the screen from the previous frame to the new one.
///
/// Only changed cells are written, each preceded by a cursor move when the cursor is not already there
/// and an SGR sequence when the style differs from the last one written. The first frame, a frame of a
/// new size, and the frame after `invalidate()` clear the screen and draw everything.
public final class Renderer {
    /// Whether colour codes may be emitted.
    public let colorMode: ColorMode
    private var previous: ScreenBuffer?

    /// Creates a renderer that has drawn nothing yet.
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Forgets the previous frame: the next `render(_:)` redraws everything (after a resize or when the
    /// screen was disturbed, e.g. Ctrl-L).
    public func invalidate() {
        previous = nil
    }

    /// The output that shows `frame`; empty when nothing changed.
    public func render(_ frame: ScreenBuffer) -> String {
        var output = ""
        let base: ScreenBuffer
        if let previous, previous.size == frame.size {
            base = previous
        } else {
            output = ControlSequence.resetStyle + ControlSequence.clearScreen
            base = ScreenBuffer(size: frame.size)
        }
        output += difference(from: base, to: frame)
        previous = frame
        return output
    }

    private func difference(from old: ScreenBuffer, to new: ScreenBuffer) -> String {
        var output = ""
        var cursor: Point? = nil
        var currentRendition: String? = nil
        for row in 0..<new.size.rows {
            for column in 0..<new.size.columns {
                let cell = new[column, row]
                if cell.isContinuation { continue }
                var changed = cell != old[column, row]
                if cell.width == 2 && new[column + 1, row] != old[column + 1, row] { changed = true }
                guard changed else { continue }
                let here = Point(column: column, row: row)
                if cursor != here { output += ControlSequence.moveCursor(column: column, row: row) }
                let rendition = cell.style.selectGraphicRendition(in: colorMode)
                if currentRendition != rendition {
                    output += rendition
                    currentRendition = rendition
                }
                output.append(cell.character)
                cursor = Point(column: column + cell.width, row: row)
            }
        }
        if currentRendition != nil { output += ControlSequence.resetStyle }
        return output
    }
}
