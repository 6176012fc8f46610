import Synchronization

/// Request counts by route, method and status, and a latency histogram per route.
///
/// Routes are patterns, not paths, so the label set stays small; unmatched requests share the route
/// label `unmatched`. Each thread records into one of several shards (`MetricsShard`), so the HTTP
/// threads do not wait for one lock or pass its cache line between cores on every response; readers
/// add the shards up.
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

    /// Every shard added up: what readers see.
    struct Storage: Sendable {
        var counters: [CounterKey: UInt64] = [:]
        var histograms: [String: Histogram] = [:]
    }

    /// Upper bounds of the latency buckets, in seconds, ascending.
    public let bucketBounds: [Double]
    private let shards: [MetricsShard]

    public static let defaultBucketBounds: [Double] = [
        0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
    ]

    public init(bucketBounds: [Double] = HTTPMetrics.defaultBucketBounds) {
        self.bucketBounds = bucketBounds.sorted()
        self.shards = (0..<MetricsShard.count).map { _ in MetricsShard() }
    }

    public static let unmatchedRoute = "unmatched"

    public func record(method: HTTPMethod, route: String?, status: HTTPStatus, latency: Duration) {
        let route = route ?? HTTPMetrics.unmatchedRoute
        let seconds = Double(latency.components.seconds) + Double(latency.components.attoseconds) / 1e18
        let bucket = bucketBounds.firstIndex { seconds <= $0 } ?? bucketBounds.count
        shards[MetricsShard.indexForCurrentThread].record(
            route: route, method: method, status: status.code, bucket: bucket, seconds: seconds,
            bucketCount: bucketBounds.count + 1)
    }

    /// The shards added up.
    var storage: Storage {
        var total = Storage()
        for shard in shards {
            for (route, series) in shard.snapshot() {
                for response in series.responses {
                    let key = CounterKey(
                        route: route, method: response.method.rawValue, status: response.status)
                    total.counters[key, default: 0] += response.count
                }
                total.histograms[route] =
                    total.histograms[route].map { $0.adding(series.histogram) }
                    ?? series.histogram
            }
        }
        return total
    }

    /// How many responses had this route (nil = unmatched), method and status.
    public func count(route: String?, method: HTTPMethod, status: HTTPStatus) -> UInt64 {
        let key = CounterKey(
            route: route ?? HTTPMetrics.unmatchedRoute, method: method.rawValue, status: status.code)
        return storage.counters[key] ?? 0
    }

    /// How many latencies were recorded for this route (nil = unmatched).
    public func latencyCount(route: String?) -> UInt64 {
        storage.histograms[route ?? HTTPMetrics.unmatchedRoute]?.count ?? 0
    }
}

extension HTTPMetrics.Histogram {
    mutating func record(bucket: Int, seconds: Double) {
        bucketCounts[bucket] += 1
        count += 1
        sum += seconds
    }

    func adding(_ other: Self) -> Self {
        Self(
            bucketCounts: zip(bucketCounts, other.bucketCounts).map { $0 + $1 }, count: count + other.count,
            sum: sum + other.sum)
    }
}
