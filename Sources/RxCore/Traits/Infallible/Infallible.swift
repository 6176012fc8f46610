/// A sequence that can never error: it emits elements and may complete.
///
/// Build one with `Infallible.create`, the static factories, or `asInfallible(onErrorJustReturn:)` and
/// friends on any observable.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    /// Wraps `source` without checking that it never errors.
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as a plain observable (which never errors).
    public func asObservable() -> Observable<Element> {
        source
    }
}

/// Something that is, or can be viewed as, an `Infallible`.
public protocol InfallibleType: ObservableConvertibleType {}

extension Infallible: @unchecked Sendable {}

/// What an `Infallible.create` subscription reports.
public enum InfallibleEvent<Element> {
    /// An element.
    case next(Element)
    /// Completion.
    case completed
}

extension InfallibleType {
    /// Views the value as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
