import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One part of `HTTPMetrics`: the series some threads record into, under a lock of its own.
///
/// Each thread takes the next shard the first time it records, so up to `count` threads (the HTTP
/// threads) each have one; more share them round-robin. A route's series is found by one dictionary
/// lookup; its few (method, status) counters are searched in place.
final class MetricsShard: Sendable {
    /// The shards of one `HTTPMetrics`.
    static let count = 16

    struct Response: Sendable {
        let method: HTTPMethod
        let status: Int
        var count: UInt64
    }

    struct Series: Sendable {
        var responses: [Response] = []
        var histogram: HTTPMetrics.Histogram
    }

    private let series = Mutex<[String: Series]>([:])
    /// Keeps the next shard's lock off this one's cache line (shards are allocated one after another).
    private let padding: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
        0, 0, 0, 0, 0, 0, 0, 0
    )

    func record(
        route: String, method: HTTPMethod, status: Int, bucket: Int, seconds: Double, bucketCount: Int
    ) {
        series.withLock { routes in
            routes[
                route,
                default: Series(histogram: .init(bucketCounts: Array(repeating: 0, count: bucketCount)))
            ]
            .record(method: method, status: status, bucket: bucket, seconds: seconds)
        }
    }

    func snapshot() -> [String: Series] {
        series.withLock { $0 }
    }

    /// The calling thread's shard index, assigned on its first call.
    static var indexForCurrentThread: Int {
        let key = threadKey.key
        if let stored = pthread_getspecific(key) { return Int(bitPattern: stored) - 1 }
        let index = Int(nextIndex.add(1, ordering: .relaxed).oldValue % UInt64(count))
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: index + 1))
        return index
    }

    private static let nextIndex = Atomic<UInt64>(0)
    private static let threadKey = ThreadKey()

    /// A `pthread_key_t` made once per process.
    private final class ThreadKey: Sendable {
        let key: pthread_key_t

        init() {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            self.key = key
        }
    }
}

extension MetricsShard.Series {
    mutating func record(method: HTTPMethod, status: Int, bucket: Int, seconds: Double) {
        if let index = responses.firstIndex(where: { $0.status == status && $0.method == method }) {
            responses[index].count += 1
        } else {
            responses.append(.init(method: method, status: status, count: 1))
        }
        histogram.record(bucket: bucket, seconds: seconds)
    }
}
