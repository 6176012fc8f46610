/// The order in which widgets take the focus. Tab and Down move forward, Shift-Tab and Up backward,
/// wrapping around and skipping widgets that cannot take focus now (hidden, disabled).
public final class FocusChain {
    /// The widgets in focus order.
    public private(set) var widgets: [any Widget] = []
    /// The focused widget, if any.
    public private(set) var focused: (any Widget)?

    /// Creates a chain of `widgets` with nothing focused.
    public init(_ widgets: [any Widget] = []) {
        self.widgets = widgets
    }

    /// Adds `widget` at the end of the order.
    public func append(_ widget: any Widget) {
        widgets.append(widget)
    }

    /// Focuses `widget` if it is in the chain and can take focus; returns whether it did.
    @discardableResult
    public func focus(_ widget: any Widget) -> Bool {
        guard widget.canBecomeFocused, widgets.contains(where: { $0 === widget }) else { return false }
        if focused !== widget {
            let previous = focused
            focused = widget  // first, so observers of the flags below see the new focus
            previous?.isFocused = false
            widget.isFocused = true
        }
        return true
    }

    /// Focuses the first widget that can take focus.
    @discardableResult
    public func focusFirst() -> Bool {
        guard let first = widgets.first(where: { $0.canBecomeFocused }) else { return false }
        return focus(first)
    }

    /// Moves the focus to the next widget that can take it.
    @discardableResult
    public func focusNext() -> Bool { move(by: 1) }

    /// Enter in a form: moves the focus on to the next text field that can take it, never to a button
    /// and never back around to the top (a form that is not valid yet keeps the focus in its last
    /// field); returns whether it moved.
    @discardableResult
    public func focusNextField() -> Bool {
        guard let current = focused.flatMap({ focused in widgets.firstIndex { $0 === focused } }) else {
            return false
        }
        guard let next = widgets[(current + 1)...].first(where: { $0 is TextField && $0.canBecomeFocused })
        else {
            return false
        }
        return focus(next)
    }

    /// Moves the focus to the previous widget that can take it.
    @discardableResult
    public func focusPrevious() -> Bool { move(by: -1) }

    /// Moves focus away from a widget that can no longer take it (e.g. a button just disabled).
    public func repairFocus() {
        guard let focused, !focused.canBecomeFocused else { return }
        if !move(by: 1) {
            self.focused = nil
            focused.isFocused = false
        }
    }

    /// Tab/Down: next; Shift-Tab/Up: previous. Returns whether the key was used.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .tab, .down: move(by: 1)
        case .backTab, .up: move(by: -1)
        default: false
        }
    }

    private func move(by step: Int) -> Bool {
        guard !widgets.isEmpty else { return false }
        let start =
            focused.flatMap { current in widgets.firstIndex { $0 === current } }
            ?? (step > 0 ? widgets.count - 1 : 0)
        for distance in 1...widgets.count {
            let index = ((start + step * distance) % widgets.count + widgets.count) % widgets.count
            let candidate = widgets[index]
            if candidate.canBecomeFocused {
                if candidate === focused { return false }
                return focus(candidate)
            }
        }
        return false
    }
}
