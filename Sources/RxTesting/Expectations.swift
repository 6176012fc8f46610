import RxCore
import Testing

/// Checks that an observer recorded exactly `expected`, reporting both lists on failure.
public func expectEvents<Element: Equatable>(
    _ observer: TestableObserver<Element>, _ expected: [Recorded<Event<Element>>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(observer.events == expected, sourceLocation: sourceLocation)
}

/// Checks that an observable recorded exactly the `expected` subscription windows.
public func expectSubscriptions<Element>(
    _ observable: TestableObservable<Element>, _ expected: [Subscription],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(observable.subscriptions == expected, sourceLocation: sourceLocation)
}
