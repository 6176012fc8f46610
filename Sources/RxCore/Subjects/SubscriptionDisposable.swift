/// Something an observer can unsubscribe from by key.
protocol SynchronizedUnsubscribeType: AnyObject {
    func synchronizedUnsubscribe(_ key: BagKey)
}

/// The subscription a subject hands out: a key and a weak reference to the subject. Small enough to be
/// stored inline in a `Disposable` existential, so subscribing to a subject allocates no disposable.
/// Not generic over the subject: building it then needs no generic metadata of the subject's type or
/// of the disposable (two run-time lookups per subscription).
struct SubscriptionDisposable: Disposable {
    private let key: BagKey
    private weak var owner: (any SynchronizedUnsubscribeType)?

    init(owner: any SynchronizedUnsubscribeType, key: BagKey) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        owner?.synchronizedUnsubscribe(key)
    }
}
