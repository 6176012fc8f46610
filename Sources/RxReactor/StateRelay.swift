import RxCore

/// A current value that can be read, set and observed; it never errors or completes. Used for stubbed
/// state in tests.
@dynamicMemberLookup
public final class StateRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject: BehaviorSubject<Element>

    /// Creates a relay holding `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value. Setting it notifies subscribers.
    public var value: Element {
        get {
            // A BehaviorSubject that is never terminated or disposed always has a value.
            try! subject.value()
        }
        set {
            subject.onNext(newValue)
        }
    }

    /// Sets the value: `relay.accept(x)` is `relay.value = x`.
    public func accept(_ value: Element) {
        subject.onNext(value)
    }

    /// Reads a property of the current value.
    public subscript<Property>(dynamicMember keyPath: KeyPath<Element, Property>) -> Property {
        value[keyPath: keyPath]
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
