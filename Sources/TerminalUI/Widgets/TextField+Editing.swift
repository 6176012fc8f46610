extension TextField {
    public func handle(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        switch key {
        case .character(let character):
            insert(String(character))
        case .paste(let pasted):
            insert(String(pasted.filter { !$0.isNewline && !$0.unicodeScalars.contains { $0.value < 0x20 } }))
        case .backspace:
            guard cursorIndex > 0 else { return true }
            edit(removing: (cursorIndex - 1)..<cursorIndex)
        case .delete, .ctrlD:
            guard cursorIndex < text.count else { return true }
            edit(removing: cursorIndex..<(cursorIndex + 1))
        case .left:
            moveCursor(to: cursorIndex - 1)
        case .right:
            moveCursor(to: cursorIndex + 1)
        case .home, .ctrlA:
            moveCursor(to: 0)
        case .end, .ctrlE:
            moveCursor(to: text.count)
        case .ctrlU:
            edit(removing: 0..<cursorIndex)
        case .control("k"):
            edit(removing: cursorIndex..<text.count)
        case .ctrlW:
            edit(removing: wordStart(before: cursorIndex)..<cursorIndex)
        case .control("r") where isSecureTextEntry:
            isRevealed.toggle()
        default:
            return false
        }
        return true
    }

    /// Inserts `insertion` at the cursor and moves the cursor after it.
    func insert(_ insertion: String) {
        guard !insertion.isEmpty else { return }
        var characters = Array(text)
        characters.insert(contentsOf: insertion, at: cursorIndex)
        let newCursor = cursorIndex + insertion.count
        commit(String(characters), cursor: newCursor)
    }

    private func edit(removing range: Range<Int>) {
        guard !range.isEmpty else { return }
        var characters = Array(text)
        characters.removeSubrange(range)
        commit(String(characters), cursor: range.lowerBound)
    }

    private func commit(_ newText: String, cursor: Int) {
        text = newText  // moves the cursor to the end
        moveCursor(to: cursor)
        textChanges.on(.next(text))
    }

    private func moveCursor(to index: Int) {
        let clamped = min(max(0, index), text.count)
        guard clamped != cursorIndex else { return }
        cursorIndex = clamped
        onChange?()
    }

    /// Where the word before `index` starts: spaces before the cursor, then the non-spaces before them.
    private func wordStart(before index: Int) -> Int {
        let characters = Array(text)
        var start = index
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }
}
