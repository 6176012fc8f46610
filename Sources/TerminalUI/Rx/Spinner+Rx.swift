import RxCore

extension Spinner: ReactiveCompatible {}

extension Reactive where Base: Spinner {
    /// Starts (true) or stops (false) the spinner.
    public var isAnimating: AnyObserver<Bool> {
        makeBinding(base) { spinner, isAnimating in spinner.isAnimating = isAnimating }
    }
}
