extension ObservableType where Element: RxAbstractInteger {
    /// Emits `0`, `1`, `2`, … every `period`, the first one `period` after subscription.
    ///
    /// - seealso: [interval on reactivex.io](http://reactivex.io/documentation/operators/interval.html)
    ///
    /// - parameter period: Period between produced elements.
    /// - parameter scheduler: Scheduler to run the timer on.
    /// - returns: An observable sequence that produces a value every `period`.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}
