/// The two words of a secure text field's reveal toggle, in the app's language.
public struct RevealTitles: Sendable, Hashable {
    /// Shown while the text is hidden (choosing it reveals the text).
    public var show: String
    /// Shown while the text is revealed.
    public var hide: String

    public init(show: String, hide: String) {
        self.show = show
        self.hide = hide
    }
}
