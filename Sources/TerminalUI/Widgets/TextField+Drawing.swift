extension TextField {
    /// The reveal toggle's text for a secure field.
    var revealToggleTitle: String { "[" + (isRevealed ? revealTitles.hide : revealTitles.show) + "]" }

    public func draw(in rect: Rect, on canvas: inout Canvas) {
        guard !isHidden, rect.size.rows >= 4, rect.size.columns >= 6 else { return }
        let border = effectiveBorderStyle
        let monochrome = canvas.colorMode == .monochrome
        let box = Rect(column: rect.minColumn, row: rect.minRow + 1, columns: rect.size.columns, rows: 3)
        canvas.drawBox(box, border: border.border, style: Style(foreground: border.color))

        if isLabelRaised {
            var labelStyle = Style(foreground: labelColor ?? (isFocused ? .accent : .grey))
            labelStyle.isBold = isFocused && monochrome
            canvas.write(
                label, at: Point(column: rect.minColumn + 1, row: rect.minRow), style: labelStyle,
                clip: rect)
        }

        var content = Rect(
            column: box.minColumn + 2, row: box.minRow + 1, columns: box.size.columns - 4,
            rows: 1)
        if isSecureTextEntry {
            let toggle = revealToggleTitle
            let toggleWidth = CharacterWidth.columns(of: toggle)
            let toggleColumn = content.maxColumn - toggleWidth
            canvas.write(
                toggle, at: Point(column: toggleColumn, row: content.minRow),
                style: Style(foreground: .grey, isDim: monochrome), clip: content)
            content.size.columns = max(0, content.size.columns - toggleWidth - 1)
        }

        if text.isEmpty && !isFocused {
            canvas.write(
                label, at: content.origin, style: Style(foreground: .grey, isDim: true), clip: content)
            return
        }
        drawContent(in: content, on: &canvas)
    }

    /// Draws the visible part of the text, scrolled so the cursor stays inside, and the cursor itself.
    private func drawContent(in content: Rect, on canvas: inout Canvas) {
        let characters = Array(displayedText)
        let width = content.size.columns
        guard width > 0 else { return }
        adjustScrollOffset(characters: characters, width: width)
        var column = content.minColumn
        var index = scrollOffset
        while index <= characters.count {
            let character = index < characters.count ? characters[index] : " "
            let advance = CharacterWidth.columns(of: character)
            if column + advance > content.maxColumn { break }
            let isCursor = isFocused && index == cursorIndex
            if index == characters.count && !isCursor { break }
            let style = Style(isInverse: isCursor)
            column += canvas.write(
                String(character), at: Point(column: column, row: content.minRow),
                style: style, clip: content)
            index += 1
        }
    }

    /// Keeps the cursor visible: scrolls left when it is before the window, right when past it.
    private func adjustScrollOffset(characters: [Character], width: Int) {
        let cursor = min(cursorIndex, characters.count)
        if cursor < scrollOffset { scrollOffset = cursor }
        func columns(from start: Int, through end: Int) -> Int {
            var total = 0
            for index in start...end {
                total += index < characters.count ? CharacterWidth.columns(of: characters[index]) : 1
            }
            return total
        }
        while scrollOffset < cursor && columns(from: scrollOffset, through: cursor) > width {
            scrollOffset += 1
        }
    }
}
