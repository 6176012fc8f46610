/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Sendable {
    /// The subject lives while the source is connected: when the last subscriber leaves (or the source
    /// terminates) it is dropped, and the next subscriber reconnects with a fresh, empty replay buffer.
    ///
    /// This is the recommended scope and the default.
    case whileConnected

    /// One subject lives for the lifetime of the shared sequence: its replay buffer (and its terminal
    /// event) survive reconnections.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the last `replay` elements
    /// to each new subscriber.
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the last one leaves.
    /// With `.whileConnected` the replay buffer is discarded at that point; with `.forever` it is kept.
    ///
    /// `share()` and `share(replay: 1)` with `.whileConnected` use dedicated implementations without a
    /// subject or a connectable in between.
    ///
    /// - seealso: [shareReplay on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch scope {
        case .forever:
            if replay == 0 {
                return multicast(PublishSubject()).refCount()
            }
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case .whileConnected:
            switch replay {
            case 0:
                return ShareWhileConnected(source: asObservable(), replaysLatest: false)
            case 1:
                return ShareWhileConnected(source: asObservable(), replaysLatest: true)
            default:
                return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
            }
        }
    }
}
