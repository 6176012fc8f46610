extension ObservableType {
    /// Multicasts the source through a `ReplaySubject` that replays `bufferSize` elements; each
    /// connection (after the previous one ended) gets a fresh subject.
    ///
    /// - seealso: [replay on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// Multicasts the source through an unbounded `ReplaySubject`; each connection (after the previous
    /// one ended) gets a fresh subject.
    ///
    /// - seealso: [replay on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}
