import RxCore

extension ValidityMark: ReactiveCompatible {}

extension Reactive where Base: ValidityMark {
    /// Whether the mark says valid.
    public var isValid: Binder<Bool> {
        Binder(base) { mark, isValid in mark.isValid = isValid }
    }

    /// Whether the mark is hidden.
    public var isHidden: Binder<Bool> {
        Binder(base) { mark, isHidden in mark.isHidden = isHidden }
    }
}
