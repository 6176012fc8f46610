// MARK: - Time-based operators, all on the strategy's scheduler

extension SharedSequenceConvertibleType {
    /// Emits an element only after `dueTime` passes without another element.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Emits at most one element per `dueTime` window (the first, then the latest one if `latest`).
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts every element by `dueTime`.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}

// MARK: - Timers

extension SharedSequence where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … one per `period`, the first after one `period`.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// Emits 0 after `dueTime`, then 1, 2, … one per `period`.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
