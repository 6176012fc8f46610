import RxCore

extension ObservableType where Element == Never {
    /// `next` after the element-less source completes; the source's error ends the result instead.
    func then<Next>(_ next: Observable<Next>) -> Observable<Next> {
        Observable<Next>.create { observer in
            subscribe(onError: { observer.onError($0) }, onCompleted: { observer.onCompleted() })
        }
        .concat(next)
    }
}
