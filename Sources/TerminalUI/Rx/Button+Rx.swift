import RxCore

extension Button: ReactiveCompatible {}

extension Reactive where Base: Button {
    /// Every activation (Enter or Space while focused and enabled, or `activate()`); completes when the
    /// button goes away.
    public var tap: Observable<Void> {
        base.taps.asObservable()
    }

    /// Whether the button can be activated.
    public var isEnabled: AnyObserver<Bool> {
        makeBinding(base) { button, isEnabled in button.isEnabled = isEnabled }
    }

    /// The title.
    public var title: AnyObserver<String> {
        makeBinding(base) { button, title in button.title = title }
    }
}
