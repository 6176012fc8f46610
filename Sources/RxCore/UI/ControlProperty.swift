/// A UI property as a pair: `values` (the property's current value followed by its changes; never
/// errors) and `valueSink` (which sets the property).
///
/// Subscribing subscribes to `values`, on the main queue (`subscribe(on:
/// ConcurrentMainScheduler.instance)`: at once when already there, otherwise enqueued); observing
/// (binding into it) writes to `valueSink`.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// Creates a property from its value stream and its setter.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Values.Element == PropertyType, Sink.Element == PropertyType {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The property's changes, without its current value (the first element is skipped).
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    public func asObservable() -> Observable<Element> {
        values
    }

    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property for `.next`; `.completed` is passed on; an error is a programmer error.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            rxFatalErrorInDebug("Binding error to UI: \(error)")
        case .next:
            valueSink.on(event)
        case .completed:
            valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as `""` (writing a string writes it as a non-nil value).
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values = original.values.map { $0 ?? "" }
        let valueSink = AnyObserver<String> { event in
            switch event {
            case .next(let text):
                original.on(.next(text))
            case .error(let error):
                original.on(.error(error))
            case .completed:
                original.on(.completed)
            }
        }
        return ControlProperty(values: values, valueSink: valueSink)
    }
}
