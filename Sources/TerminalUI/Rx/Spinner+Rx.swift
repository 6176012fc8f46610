import RxCore

extension Spinner: ReactiveCompatible {}

extension Reactive where Base: Spinner {
    /// Starts (true) or stops (false) the spinner.
    public var isAnimating: Binder<Bool> {
        Binder(base) { spinner, isAnimating in spinner.isAnimating = isAnimating }
    }
}
