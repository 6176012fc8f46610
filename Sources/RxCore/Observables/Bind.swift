// bind(to:) and bind(onNext:): subscriptions for UI-style bindings.

extension ObservableType {
    /// Creates a subscription that forwards every event to each of the given observers.
    ///
    /// - Parameter observers: Observers that receive the events.
    /// - Returns: Disposable object that can be used to unsubscribe the observers.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Creates a subscription that forwards every event, as optionals, to each of the given
    /// observers.
    ///
    /// - Parameter observers: Observers that receive the events.
    /// - Returns: Disposable object that can be used to unsubscribe the observers.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Subscribes using a custom binder function.
    ///
    /// - Parameter binder: Function used to bind elements from `self`.
    /// - Returns: Object representing the subscription.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Subscribes using a custom binder function and a final parameter passed to it.
    ///
    /// - Parameters:
    ///   - binder: Function used to bind elements from `self`.
    ///   - curriedArgument: Final argument passed to `binder` to finish binding.
    /// - Returns: Object representing the subscription.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes an element handler to an observable sequence. Bindings must not error: an
    /// error stops the program in debug builds.
    ///
    /// - Parameter onNext: Action to invoke for each element in the observable sequence.
    /// - Returns: Subscription object used to unsubscribe from the observable sequence.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(
            onNext: onNext,
            onError: { error in
                #if DEBUG
                    rxFatalError("Binding error: \(error)")
                #else
                    print("Binding error: \(error)")
                #endif
            })
    }
}
