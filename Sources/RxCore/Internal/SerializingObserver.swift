/// Delivers events to `observer` one at a time and in the order they arrive, without holding a lock while
/// it calls out: an event that arrives while another is being delivered (from another thread, or from the
/// observer itself) is queued and delivered by the thread already delivering, right after.
///
/// `init(observer:queued:)` starts it delivering: the creator hands over events to send first (a replay)
/// and then calls `drain()`, so events sent meanwhile wait behind them.
final class SerializingObserver<Observer: ObserverType>: ObserverType, @unchecked Sendable {
    typealias Element = Observer.Element

    private let observer: Observer
    private let lock = RecursiveLock()
    private var queue: Queue<Event<Element>>
    private var isDelivering: Bool

    /// An observer that first delivers `queued`, once the creator calls `drain()`.
    init(observer: Observer, queued: some Sequence<Event<Element>>) {
        self.observer = observer
        var queue = Queue<Event<Element>>()
        for event in queued { queue.enqueue(event) }
        self.queue = queue
        isDelivering = true
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        if isDelivering {
            queue.enqueue(event)
            lock.unlock()
            return
        }
        isDelivering = true
        lock.unlock()
        observer.on(event)
        drain()
    }

    /// Delivers what is queued, until the queue is empty. Only the thread that is delivering calls it.
    func drain() {
        while true {
            lock.lock()
            guard let next = queue.dequeue() else {
                isDelivering = false
                lock.unlock()
                return
            }
            lock.unlock()
            observer.on(next)
        }
    }
}
