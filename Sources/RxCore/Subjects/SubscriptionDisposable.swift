/// Something an observer can unsubscribe from by key.
protocol SynchronizedUnsubscribeType: AnyObject {
    func synchronizedUnsubscribe(_ key: BagKey)
}

/// The subscription a subject hands out: a key and a weak reference to the subject. Small enough to be
/// stored inline in a `Disposable` existential, so subscribing to a subject allocates no disposable.
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    private let key: BagKey
    private weak var owner: Owner?

    init(owner: Owner, key: BagKey) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        owner?.synchronizedUnsubscribe(key)
    }
}
