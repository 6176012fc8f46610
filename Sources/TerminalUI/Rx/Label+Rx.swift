import RxCore

extension Label: ReactiveCompatible {}

extension Reactive where Base: Label {
    /// The text (nil shows nothing).
    public var text: AnyObserver<String?> {
        makeBinding(base) { label, text in label.text = text ?? "" }
    }

    /// Whether the label is hidden.
    public var isHidden: AnyObserver<Bool> {
        makeBinding(base) { label, isHidden in label.isHidden = isHidden }
    }

    /// The colour.
    public var color: AnyObserver<Color> {
        makeBinding(base) { label, color in label.color = color }
    }
}
