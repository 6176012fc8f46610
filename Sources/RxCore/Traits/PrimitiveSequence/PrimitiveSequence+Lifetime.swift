// Operators every trait has for its subscription's lifetime: delaySubscription, retry(when:), using,
// debug, and timer.

extension PrimitiveSequence {
    /// Subscribes to the source only after `dueTime`.
    ///
    /// - seealso: [delay on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Resubscribes after an error of type `Failure` each time the sequence `notificationHandler` makes
    /// from the errors emits; other errors are forwarded at once.
    ///
    /// - seealso: [retry on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes after an error each time the sequence `notificationHandler` makes from the errors
    /// emits.
    ///
    /// - seealso: [retry on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes after an error of type `Failure` when the notifier emits.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes after an error when the notifier emits.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Prints the outcome, the subscription and the disposal, prefixed with `identifier` (by default
    /// the call site).
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// A sequence that holds a resource made by `resourceFactory` for as long as its subscription lasts.
    ///
    /// - seealso: [using on reactivex.io](http://reactivex.io/documentation/operators/using.html)
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).asObservable() })
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// Produces `0` after `dueTime`, then completes.
    ///
    /// - seealso: [timer on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
