/// A sequence that never fails: it only produces elements and, perhaps, completes (RxSwift's
/// `Infallible`). Operators that could fail on it (a throwing closure, a fallible inner sequence) are
/// the caller's promise that they do not.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
    }

    public func asObservable() -> Observable<Element> {
        source
    }
}

/// Something that is, or can be viewed as, an `Infallible`.
public protocol InfallibleType: ObservableConvertibleType {}

extension Infallible: @unchecked Sendable {}

extension InfallibleType {
    /// The sequence as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
