/// Something that is both an observable sequence and an observer: events sent to it are delivered to
/// its subscribers.
public protocol SubjectType: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType

    /// The observer side.
    func asObserver() -> Observer
}
