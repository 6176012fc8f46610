extension ObservableType {
    /// Multicasts the source through a `PublishSubject`; each connection (after the previous one ended)
    /// gets a fresh subject.
    ///
    /// - seealso: [publish on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }
}
