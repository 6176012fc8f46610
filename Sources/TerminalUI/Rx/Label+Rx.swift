import RxCore

extension Label: ReactiveCompatible {}

extension Reactive where Base: Label {
    /// The text (nil shows nothing).
    public var text: Binder<String?> {
        Binder(base) { label, text in label.text = text ?? "" }
    }

    /// Whether the label is hidden.
    public var isHidden: Binder<Bool> {
        Binder(base) { label, isHidden in label.isHidden = isHidden }
    }

    /// The colour.
    public var color: Binder<Color> {
        Binder(base) { label, color in label.color = color }
    }
}
