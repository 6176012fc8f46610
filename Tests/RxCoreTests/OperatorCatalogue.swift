import RxCore

/// Operators that hold subscriptions of their own (inner sequences, second sources, connections), each
/// built over a `source` and an `other` sequence, for disposal tests that run every one of them the
/// same way. With a `BehaviorSubject` as `other`, every case forwards the source's first element.
struct OperatorCase: CustomStringConvertible, @unchecked Sendable {
    let description: String
    /// Whether the operator stays subscribed to `source` after its last subscriber left
    /// (`share(scope: .forever)`).
    var keepsSourceConnected = false
    let make: (Observable<Int>, Observable<Int>) -> Observable<Int>

    init(
        _ description: String, keepsSourceConnected: Bool = false,
        _ make: @escaping (Observable<Int>, Observable<Int>) -> Observable<Int>
    ) {
        self.description = description
        self.keepsSourceConnected = keepsSourceConnected
        self.make = make
    }

    static let all: [OperatorCase] = [
        OperatorCase("map") { source, _ in source.map { $0 + 1 } },
        OperatorCase("filter+distinctUntilChanged") { source, _ in
            source.filter { _ in true }.distinctUntilChanged()
        },
        OperatorCase("flatMap") { source, other in source.flatMap { value in other.map { $0 + value } } },
        OperatorCase("flatMapLatest") { source, other in
            source.flatMapLatest { value in other.map { $0 + value } }
        },
        OperatorCase("flatMapFirst") { source, other in
            source.flatMapFirst { value in other.map { $0 + value } }
        },
        OperatorCase("switchLatest") { source, other in
            source.map { value in other.map { $0 + value } }.switchLatest()
        },
        OperatorCase("concatMap") { source, _ in source.concatMap { Observable.just($0) } },
        OperatorCase("merge(maxConcurrent:)") { source, other in
            source.map { value in other.map { $0 + value } }.merge(maxConcurrent: 1)
        },
        OperatorCase("merge") { source, other in Observable.merge(source, other.skip(1)) },
        OperatorCase("concat") { source, other in Observable.concat([source, other]) },
        OperatorCase("zip") { source, other in Observable.zip(source, other) { $0 + $1 } },
        OperatorCase("zip(collection)") { source, other in Observable.zip([source, other]) { $0[0] } },
        OperatorCase("combineLatest") { source, other in
            Observable.combineLatest(source, other) { $0 + $1 }
        },
        OperatorCase("combineLatest(collection)") { source, other in
            Observable.combineLatest([source, other]) { $0[0] }
        },
        OperatorCase("withLatestFrom") { source, other in source.withLatestFrom(other) { $0 + $1 } },
        OperatorCase("take(until:)") { source, other in source.take(until: other.skip(1)) },
        OperatorCase("skip(until:)") { source, other in source.skip(until: other) },
        OperatorCase("amb") { source, other in source.amb(other.skip(1)) },
        OperatorCase("catch") { source, other in source.catch { _ in other } },
        OperatorCase("catch(sequence:)") { source, other in Observable.catch(sequence: [source, other]) },
        OperatorCase("retry") { source, _ in source.retry(2) },
        OperatorCase("ifEmpty(switchTo:)") { source, other in source.ifEmpty(switchTo: other) },
        OperatorCase("startWith") { source, _ in source.startWith(7) },
        OperatorCase("deferred") { source, _ in Observable.deferred { source } },
        OperatorCase("using") { source, _ in
            Observable.using({ BooleanDisposable() }, observableFactory: { _ in source })
        },
        OperatorCase("materialize+dematerialize") { source, _ in source.materialize().dematerialize() },
        OperatorCase("share()") { source, _ in source.share() },
        OperatorCase("share(replay: 1)") { source, _ in source.share(replay: 1) },
        OperatorCase("share(replay: 1, scope: .forever)", keepsSourceConnected: true) { source, _ in
            source.share(replay: 1, scope: .forever)
        },
        OperatorCase("publish().refCount()") { source, _ in source.publish().refCount() },
        OperatorCase("replay(1).refCount()") { source, _ in source.replay(1).refCount() },
        OperatorCase("multicast(makeSubject:).refCount()") { source, _ in
            source.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
        },
        OperatorCase("multicast(selector:)") { source, other in
            source.multicast({ PublishSubject<Int>() }, selector: { shared in shared.withLatestFrom(other) })
        },
    ]
}
