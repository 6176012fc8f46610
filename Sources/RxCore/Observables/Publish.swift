extension ObservableType {
    /// Multicasts the source through a single `PublishSubject`.
    ///
    /// - seealso: [publish on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func publish() -> ConnectableObservable<Element> {
        multicast(PublishSubject())
    }
}
