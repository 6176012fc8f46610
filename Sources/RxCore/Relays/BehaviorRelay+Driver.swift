extension BehaviorRelay {
    /// The relay as a `Driver`: its current value, then every accepted element, on the sharing scheduler.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
