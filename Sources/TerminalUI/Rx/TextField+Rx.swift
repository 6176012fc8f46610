import RxCore

extension TextField: ReactiveCompatible {}

extension Reactive where Base: TextField {
    /// The text: the current value on subscription, then every user edit; completes when the field
    /// goes away.
    public var text: Observable<String?> {
        Observable.create { [weak base] observer in
            guard let base else {
                observer.on(.completed)
                return Disposables.create()
            }
            observer.on(.next(base.text))
            return base.textChanges.map { Optional($0) }.subscribe(observer)
        }
    }

    /// Sets the text (nil clears it) on the main scheduler.
    public var textBinder: AnyObserver<String?> {
        makeBinding(base) { field, text in field.text = text ?? "" }
    }

    /// Hides the text behind bullets while true.
    public var isSecureTextEntry: AnyObserver<Bool> {
        makeBinding(base) { field, isSecure in field.isSecureTextEntry = isSecure }
    }

    /// The border asked for (`.normal` or `.error`).
    public var borderStyle: AnyObserver<BorderStyle> {
        makeBinding(base) { field, style in field.borderStyle = style }
    }

    /// The colour of the raised label (nil for the default).
    public var labelColor: AnyObserver<Color?> {
        makeBinding(base) { field, color in field.labelColor = color }
    }

    /// Whether the field takes input.
    public var isEnabled: AnyObserver<Bool> {
        makeBinding(base) { field, isEnabled in field.isEnabled = isEnabled }
    }
}

extension ObservableType where Element == String? {
    /// The text with nil as "".
    public var orEmpty: Observable<String> {
        map { $0 ?? "" }
    }
}
