/// Places widgets one under the other in a column of a given width, centred on the screen, each with
/// an optional accessory (such as a validity mark) just right of the column.
///
/// When the screen is narrower than the column and its accessories, the column shrinks so that the
/// accessories stay on screen. When it is lower than the column, the column scrolls: `frames(in:
/// scrolledBy:)` places it `scroll` rows up.
public final class VerticalLayout {
    /// One row of the column.
    public struct Item {
        /// The widget in the column.
        public let widget: any Widget
        /// A widget right of it, on the widget's middle row.
        public let accessory: (any Widget)?
    }

    /// Width of the column.
    public var width: Int
    /// Blank rows between items.
    public var spacing: Int
    /// Columns given to accessories.
    public var accessoryColumns = 4
    /// Whether a hidden widget gives up its rows (by default it keeps its place, so that showing and
    /// hiding does not move the rest; a screen whose rows depend on the account collapses them).
    public var collapsesHiddenWidgets = false
    /// The rows, top to bottom.
    public private(set) var items: [Item] = []

    /// Creates an empty column.
    public init(width: Int, spacing: Int = 0) {
        self.width = width
        self.spacing = spacing
    }

    /// Appends `widget` (with `accessory` beside it).
    public func append(_ widget: any Widget, accessory: (any Widget)? = nil) {
        items.append(Item(widget: widget, accessory: accessory))
    }

    /// Rows the column takes at its full width.
    public var height: Int { height(columns: width) }

    /// Rows the column takes inside `bounds`.
    public func height(in bounds: Rect) -> Int { height(columns: placement(in: bounds).width) }

    /// The rows `widget` takes inside `bounds`, counted from the top of the column; nil when it is not
    /// in it.
    public func rows(of widget: any Widget, in bounds: Rect) -> Range<Int>? {
        let columns = placement(in: bounds).width
        var row = 0
        for item in items {
            let rows = self.rows(of: item, columns: columns)
            if item.widget === widget || item.accessory === widget { return row..<(row + rows) }
            row += rows + spacing
        }
        return nil
    }

    /// Where each widget and accessory goes inside `bounds`, in drawing order. A column lower than
    /// `bounds` is centred; a higher one starts `scroll` rows above the top of `bounds`.
    public func frames(in bounds: Rect, scrolledBy scroll: Int = 0) -> [(widget: any Widget, rect: Rect)] {
        let (left, columnWidth) = placement(in: bounds)
        let height = height(columns: columnWidth)
        var row =
            height <= bounds.size.rows
            ? bounds.minRow + (bounds.size.rows - height) / 2 : bounds.minRow - scroll
        var frames: [(widget: any Widget, rect: Rect)] = []
        for item in items {
            let rows = self.rows(of: item, columns: columnWidth)
            frames.append((item.widget, Rect(column: left, row: row, columns: columnWidth, rows: rows)))
            if let accessory = item.accessory {
                let accessoryRect = Rect(
                    column: left + columnWidth + 1, row: row + rows / 2,
                    columns: accessoryColumns, rows: accessory.preferredHeight)
                frames.append((accessory, accessoryRect.intersection(bounds)))
            }
            row += rows + spacing
        }
        return frames
    }

    private func height(columns: Int) -> Int {
        items.reduce(0) { $0 + rows(of: $1, columns: columns) } + spacing * max(0, items.count - 1)
    }

    private func rows(of item: Item, columns: Int) -> Int {
        collapsesHiddenWidgets && item.widget.isHidden ? 0 : item.widget.preferredHeight(forWidth: columns)
    }

    /// The column's first column and width in `bounds`: centred, narrowed so that accessories fit.
    private func placement(in bounds: Rect) -> (left: Int, width: Int) {
        let reserved = items.contains { $0.accessory != nil } ? accessoryColumns + 1 : 0
        let columnWidth = max(1, min(width, bounds.size.columns - reserved))
        let centred = bounds.minColumn + (bounds.size.columns - columnWidth) / 2
        return (max(bounds.minColumn, min(centred, bounds.maxColumn - reserved - columnWidth)), columnWidth)
    }
}
