import Synchronization

/// Request counts by route, method and status, and a latency histogram per route.
///
/// Routes are patterns, not paths, so the label set stays small; unmatched requests share the route
/// label `unmatched`.
public final class HTTPMetrics: Sendable {
    struct CounterKey: Hashable, Sendable {
        let route: String
        let method: String
        let status: Int
    }

    struct Histogram: Sendable {
        /// Counts per bucket, not cumulative; one extra slot for +Inf.
        var bucketCounts: [UInt64]
        var count: UInt64 = 0
        var sum: Double = 0
    }

    struct Storage: Sendable {
        var counters: [CounterKey: UInt64] = [:]
        var histograms: [String: Histogram] = [:]
    }

    /// Upper bounds of the latency buckets, in seconds, ascending.
    public let bucketBounds: [Double]
    let storage = Mutex(Storage())

    public static let defaultBucketBounds: [Double] = [
        0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
    ]

    public init(bucketBounds: [Double] = HTTPMetrics.defaultBucketBounds) {
        self.bucketBounds = bucketBounds.sorted()
    }

    public static let unmatchedRoute = "unmatched"

    public func record(method: HTTPMethod, route: String?, status: HTTPStatus, latency: Duration) {
        let route = route ?? HTTPMetrics.unmatchedRoute
        let seconds = Double(latency.components.seconds) + Double(latency.components.attoseconds) / 1e18
        let bucket = bucketBounds.firstIndex { seconds <= $0 } ?? bucketBounds.count
        let key = CounterKey(route: route, method: method.rawValue, status: status.code)
        storage.withLock { storage in
            storage.counters[key, default: 0] += 1
            storage.histograms[
                route, default: Histogram(bucketCounts: Array(repeating: 0, count: bucketBounds.count + 1))
            ]
            .record(bucket: bucket, seconds: seconds)
        }
    }

    /// How many responses had this route (nil = unmatched), method and status.
    public func count(route: String?, method: HTTPMethod, status: HTTPStatus) -> UInt64 {
        let key = CounterKey(
            route: route ?? HTTPMetrics.unmatchedRoute, method: method.rawValue, status: status.code)
        return storage.withLock { $0.counters[key] ?? 0 }
    }

    /// How many latencies were recorded for this route (nil = unmatched).
    public func latencyCount(route: String?) -> UInt64 {
        storage.withLock { $0.histograms[route ?? HTTPMetrics.unmatchedRoute]?.count ?? 0 }
    }
}

extension HTTPMetrics.Histogram {
    mutating func record(bucket: Int, seconds: Double) {
        bucketCounts[bucket] += 1
        count += 1
        sum += seconds
    }
}
