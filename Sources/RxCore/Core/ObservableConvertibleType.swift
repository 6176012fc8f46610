/// A type that can be turned into an `Observable` sequence.
public protocol ObservableConvertibleType {
    /// The type of elements in the sequence.
    associatedtype Element

    /// The sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}
