extension ObservableType {
    /// Multicasts the source through a single `ReplaySubject` that replays `bufferSize` elements.
    ///
    /// - seealso: [replay on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(ReplaySubject.create(bufferSize: bufferSize))
    }

    /// Multicasts the source through a single unbounded `ReplaySubject`.
    ///
    /// - seealso: [replay on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(ReplaySubject.createUnbound())
    }
}
