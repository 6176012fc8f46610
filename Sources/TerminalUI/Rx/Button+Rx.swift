import RxCore

extension Button: ReactiveCompatible {}

extension Reactive where Base: Button {
    /// Every activation (Enter or Space while focused and enabled, or `activate()`); completes when the
    /// button goes away.
    public var tap: ControlEvent<Void> {
        ControlEvent(events: base.taps)
    }

    /// Whether the button can be activated.
    public var isEnabled: Binder<Bool> {
        Binder(base) { button, isEnabled in button.isEnabled = isEnabled }
    }

    /// The title.
    public var title: Binder<String> {
        Binder(base) { button, title in button.title = title }
    }
}
