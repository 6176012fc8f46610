import RxCore

extension ValidityMark: ReactiveCompatible {}

extension Reactive where Base: ValidityMark {
    /// Whether the mark says valid.
    public var isValid: AnyObserver<Bool> {
        makeBinding(base) { mark, isValid in mark.isValid = isValid }
    }

    /// Whether the mark is hidden.
    public var isHidden: AnyObserver<Bool> {
        makeBinding(base) { mark, isHidden in mark.isHidden = isHidden }
    }
}
