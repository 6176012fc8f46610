import RxCore

extension TextField: ReactiveCompatible {}

extension Reactive where Base: TextField {
    /// The text, as RxCocoa's `UITextField.rx.text`: subscribing gives the current text, then every user
    /// edit (programmatic changes are not edits); it completes when the field goes away. Binding into
    /// it sets the text (nil clears it) on the main scheduler.
    public var text: ControlProperty<String?> {
        value
    }

    /// The same property as `text`.
    public var value: ControlProperty<String?> {
        let values = Observable<String?>.create { [weak base] observer in
            guard let base else {
                observer.on(.completed)
                return Disposables.create()
            }
            observer.on(.next(base.text))
            return base.textChanges.map { Optional($0) }.subscribe(observer)
        }
        let sink = Binder<String?>(base) { field, text in field.text = text ?? "" }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// Hides the text behind bullets while true.
    public var isSecureTextEntry: Binder<Bool> {
        Binder(base) { field, isSecure in field.isSecureTextEntry = isSecure }
    }

    /// The border asked for (`.normal` or `.error`).
    public var borderStyle: Binder<BorderStyle> {
        Binder(base) { field, style in field.borderStyle = style }
    }

    /// The colour of the raised label (nil for the default).
    public var labelColor: Binder<Color?> {
        Binder(base) { field, color in field.labelColor = color }
    }

    /// Whether the field takes input.
    public var isEnabled: Binder<Bool> {
        Binder(base) { field, isEnabled in field.isEnabled = isEnabled }
    }
}
