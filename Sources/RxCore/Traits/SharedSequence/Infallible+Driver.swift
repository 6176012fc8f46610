extension InfallibleType {
    /// The sequence as a `Driver`, delivered on the sharing scheduler (it cannot fail, so nothing
    /// replaces an error).
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
