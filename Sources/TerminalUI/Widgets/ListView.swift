import RxCore

/// A vertical list of text items with one selected. Up/Down move the selection while focused (at the
/// ends they are left to the focus chain); Enter reports the selected item.
public final class ListView: Widget {
    /// The rows.
    public var items: [String] {
        didSet {
            if let selectedIndex, selectedIndex >= items.count {
                self.selectedIndex = items.isEmpty ? nil : items.count - 1
            }
            if selectedIndex == nil, !items.isEmpty { selectedIndex = 0 }
            onChange?()
        }
    }
    /// The selected row, nil when the list is empty.
    public var selectedIndex: Int? { didSet { onChange?() } }
    public var isHidden = false { didSet { onChange?() } }
    public var isFocused = false { didSet { onChange?() } }
    public var onChange: (() -> Void)?

    let selections = PublishSubject<Int>()

    /// Creates a list selecting its first item.
    public init(items: [String] = []) {
        self.items = items
        selectedIndex = items.isEmpty ? nil : 0
    }

    deinit {
        selections.on(.completed)
    }

    public var canBecomeFocused: Bool { !isHidden && !items.isEmpty }
    public var preferredHeight: Int { max(1, items.count) }

    public func handle(_ key: Key) -> Bool {
        guard let selectedIndex else { return false }
        switch key {
        case .up where selectedIndex > 0:
            self.selectedIndex = selectedIndex - 1
        case .down where selectedIndex + 1 < items.count:
            self.selectedIndex = selectedIndex + 1
        case .enter:
            selections.on(.next(selectedIndex))
        default:
            return false
        }
        return true
    }

    public func draw(in rect: Rect, on canvas: inout Canvas) {
        guard !isHidden else { return }
        for (index, item) in items.enumerated() where index < rect.size.rows {
            let isSelected = index == selectedIndex
            let style = Style(foreground: isSelected ? .accent : .default, isInverse: isSelected && isFocused)
            canvas.write(
                (isSelected ? "> " : "  ") + item,
                at: Point(column: rect.minColumn, row: rect.minRow + index), style: style, clip: rect)
        }
    }
}
