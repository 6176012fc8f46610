/// Something drawn in a rectangle of the screen that may take keys while focused.
///
/// Widgets are main-thread objects: create, change and draw them on the main queue.
public protocol Widget: AnyObject {
    /// Whether the widget is left out of drawing and focus (its place in a layout is kept).
    var isHidden: Bool { get set }
    /// Whether the widget has the keyboard focus.
    var isFocused: Bool { get set }
    /// Whether the widget can take the focus now (visible, enabled, and a kind that takes keys).
    var canBecomeFocused: Bool { get }
    /// Rows the widget wants.
    var preferredHeight: Int { get }
    /// Rows the widget wants when it is `columns` wide (text that wraps needs more when narrower).
    func preferredHeight(forWidth columns: Int) -> Int
    /// Called whenever something visible changes; the window uses it to schedule a redraw.
    var onChange: (() -> Void)? { get set }
    /// Draws the widget inside `rect`.
    func draw(in rect: Rect, on canvas: inout Canvas)
    /// Handles `key` while focused; returns whether it was used.
    func handle(_ key: Key) -> Bool
    /// Advances animations by one step; returns whether anything changed.
    func tick() -> Bool
}

extension Widget {
    public var canBecomeFocused: Bool { false }
    public func preferredHeight(forWidth columns: Int) -> Int { preferredHeight }
    public func handle(_ key: Key) -> Bool { false }
    public func tick() -> Bool { false }
}
