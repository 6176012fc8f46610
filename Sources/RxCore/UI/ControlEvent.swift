/// A stream of UI events (taps, edits). It never errors; it completes when the control goes away.
///
/// Subscribing subscribes to the events on the main queue (`subscribe(on:
/// ConcurrentMainScheduler.instance)`: at once when already there, otherwise enqueued), so a control is
/// only ever observed from the main thread. The control emits its events there too.
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Wraps `events`, which must never error.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> {
        events
    }

    public func asControlEvent() -> ControlEvent<Element> {
        self
    }

    /// The events as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
