/// Places widgets one under the other in a column of a given width, centred on the screen, each with
/// an optional accessory (such as a validity mark) just right of the column.
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

    /// Rows the column takes.
    public var height: Int {
        items.reduce(0) { $0 + $1.widget.preferredHeight } + spacing * max(0, items.count - 1)
    }

    /// Where each widget and accessory goes inside `bounds`, in drawing order.
    public func frames(in bounds: Rect) -> [(widget: any Widget, rect: Rect)] {
        let columnWidth = min(width, bounds.size.columns)
        let left = bounds.minColumn + (bounds.size.columns - columnWidth) / 2
        var row = bounds.minRow + max(0, (bounds.size.rows - height) / 2)
        var frames: [(widget: any Widget, rect: Rect)] = []
        for item in items {
            let rows = item.widget.preferredHeight
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
}
