import RxCore

/// A one-line text input in a box, with a floating label.
///
/// While empty and unfocused the label sits inside the box as a placeholder; when the field is focused
/// or holds text it is raised to the row above the box. The border is thin when normal, thick when
/// focused, double when in error. With `isSecure` the text shows as bullets ("•") unless revealed;
/// a toggle sits at the right end (`[show]`/`[hide]`, or the app's ``revealTitles``) and Ctrl-R flips
/// it.
///
/// Editing keys: characters and pastes insert at the cursor; Backspace, Delete; Left, Right, Home/Ctrl-A,
/// End/Ctrl-E; Ctrl-U deletes to the start, Ctrl-W the word before the cursor, Ctrl-K to the end.
public final class TextField: Widget {
    /// The label: placeholder when empty and unfocused, raised above the box otherwise.
    public var label: String { didSet { changed() } }
    /// The content. Setting it moves the cursor to the end; only user edits are reported as changes.
    public var text: String {
        didSet {
            cursorIndex = text.count
            changed()
        }
    }
    /// The cursor as a character offset into `text`.
    public internal(set) var cursorIndex: Int
    /// Whether the content is hidden behind bullets.
    public var isSecureTextEntry: Bool { didSet { changed() } }
    /// Whether hidden content is shown anyway (the reveal toggle).
    public var isRevealed = false { didSet { changed() } }
    /// The reveal toggle's words, in the app's language: shown in brackets at the right end of a
    /// secure field, `show` while hidden and `hide` while revealed.
    public var revealTitles = RevealTitles(show: "show", hide: "hide") { didSet { changed() } }
    /// The border asked for: `.normal` or `.error` (`.focused` is shown by itself while focused).
    public var borderStyle = BorderStyle.normal { didSet { changed() } }
    /// A colour for the raised label, overriding the default (e.g. green while the e-mail is valid).
    public var labelColor: Color? { didSet { changed() } }
    /// Whether the field takes focus and input.
    public var isEnabled = true { didSet { changed() } }
    public var isHidden = false { didSet { changed() } }
    public var isFocused = false { didSet { changed() } }
    public var onChange: (() -> Void)?

    let textChanges = PublishSubject<String>()
    var scrollOffset = 0

    /// Creates a field labelled `label`.
    public init(
        label: String, text: String = "", isSecureTextEntry: Bool = false, revealTitles: RevealTitles? = nil
    ) {
        self.label = label
        self.text = text
        self.isSecureTextEntry = isSecureTextEntry
        if let revealTitles { self.revealTitles = revealTitles }
        cursorIndex = text.count
    }

    deinit {
        textChanges.on(.completed)
    }

    public var canBecomeFocused: Bool { isEnabled && !isHidden }
    public var preferredHeight: Int { 4 }

    /// Whether the label is raised above the box.
    public var isLabelRaised: Bool { isFocused || !text.isEmpty }

    /// The border shown now: error wins, then focus.
    public var effectiveBorderStyle: BorderStyle {
        borderStyle == .error ? .error : (isFocused ? .focused : borderStyle)
    }

    /// What the box shows for `text`: the text, or one bullet per character while hidden.
    public var displayedText: String {
        isSecureTextEntry && !isRevealed ? String(repeating: "•", count: text.count) : text
    }

    private func changed() {
        onChange?()
    }

    /// Replaces the text as if the user typed it (reported on `rx.text`), cursor at the end.
    public func replaceText(with newText: String) {
        guard newText != text else { return }
        text = newText
        textChanges.on(.next(text))
    }
}
