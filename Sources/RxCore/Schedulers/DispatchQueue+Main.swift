import Dispatch

extension DispatchQueue {
    /// A key whose value is set only on the main queue.
    // NB: `DispatchSpecificKey` is not marked `Sendable`; the key is immutable after creation and only
    // used as an identity token, so sharing it is safe.
    nonisolated(unsafe) private static let mainQueueKey: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    /// Whether the caller is running on the main queue (or a queue that targets it).
    static var isMain: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }
}
