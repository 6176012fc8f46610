// MARK: - bind(to:) for relays (RxRelay's Observable+Bind)

extension ObservableType {
    /// Accepts every element of the sequence into each of `relays`.
    ///
    /// Binding an error is a programmer error: it stops the binding and is reported with
    /// `rxFatalErrorInDebug` (fatal in debug builds, printed in release builds).
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element of the sequence, wrapped in an optional, into each of `relays`.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Makes every element of the sequence the current value of each of `relays`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Makes every element of the sequence, wrapped in an optional, the value of each of `relays`.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element of the sequence into each of `relays`.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element of the sequence, wrapped in an optional, into each of `relays`.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    private func bindRelays(_ accept: @escaping (Element) -> Void) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                accept(element)
            case .error(let error):
                rxFatalErrorInDebug("Binding error to relay: \(error)")
            case .completed:
                break
            }
        }
    }
}
