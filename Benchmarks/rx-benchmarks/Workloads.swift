import RxCore

/// The workloads of the benchmark list; each returns a checksum of what it observed.
enum Workloads {
    /// a. PublishSubject → map → filter → subscribe.
    static func subjectMapFilter(_ count: Int) -> Int {
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscription = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.subscribe(onNext: { sum &+= $0 })
        for value in 0..<count { subject.onNext(value) }
        subscription.dispose()
        return sum
    }

    /// b. Two BehaviorRelays → combineLatest → map → subscribe, alternating accepts.
    static func combineLatestRelays(_ count: Int) -> Int {
        let left = BehaviorRelay(value: 0)
        let right = BehaviorRelay(value: 0)
        var sum = 0
        let subscription = Observable.combineLatest(left, right).map { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
        for value in 0..<count {
            if value & 1 == 0 { left.accept(value) } else { right.accept(value) }
        }
        subscription.dispose()
        return sum
    }

    /// c. PublishRelay taps → withLatestFrom(combineLatest(a, b)) → subscribe.
    static func withLatestFromTaps(_ count: Int) -> Int {
        let email = BehaviorRelay(value: "user@example.com")
        let password = BehaviorRelay(value: "secret")
        let taps = PublishRelay<Void>()
        var sum = 0
        let subscription = taps.withLatestFrom(Observable.combineLatest(email, password))
            .subscribe(onNext: { sum &+= $0.0.utf8.count &+ $0.1.utf8.count })
        for _ in 0..<count { taps.accept(()) }
        subscription.dispose()
        return sum
    }

    /// d. Subscribe + dispose cycles of PublishSubject → map → filter → distinctUntilChanged.
    static func subscribeDisposeCycles(_ count: Int) -> Int {
        let subject = PublishSubject<Int>()
        let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }.distinctUntilChanged()
        var sum = 0
        for _ in 0..<count {
            let subscription = chain.subscribe(onNext: { sum &+= $0 })
            subscription.dispose()
        }
        return sum &+ count
    }

    /// e1. Live direct subscriptions to one PublishSubject, kept in a DisposeBag.
    static func directSubscriptions(_ count: Int) -> MemoryWorkload {
        let subject = PublishSubject<Int>()
        let bag = DisposeBag()
        for _ in 0..<count {
            subject.subscribe(onNext: { _ in }).disposed(by: bag)
        }
        return MemoryWorkload([subject, bag])
    }

    /// e2. Live map → filter → distinctUntilChanged chains on one PublishSubject, kept in a DisposeBag.
    static func chainSubscriptions(_ count: Int) -> MemoryWorkload {
        let subject = PublishSubject<Int>()
        let bag = DisposeBag()
        for _ in 0..<count {
            subject.map { $0 &+ 1 }.filter { $0 > 0 }.distinctUntilChanged()
                .subscribe(onNext: { _ in })
                .disposed(by: bag)
        }
        return MemoryWorkload([subject, bag])
    }

    /// f / f2. distinctUntilChanged → share() → 10 subscribers; f2 repeats every other event.
    static func sharedDistinct(repeatEveryOther: Bool) -> (Int) -> Int {
        { count in
            let subject = PublishSubject<Int>()
            let shared = subject.distinctUntilChanged().share()
            var sum = 0
            let bag = DisposeBag()
            for _ in 0..<10 {
                shared.subscribe(onNext: { sum &+= $0 }).disposed(by: bag)
            }
            for value in 0..<count {
                subject.onNext(repeatEveryOther ? value / 2 : value)
            }
            return sum
        }
    }
}
