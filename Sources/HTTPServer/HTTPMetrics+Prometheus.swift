extension HTTPMetrics {
    /// The metrics in Prometheus text exposition format (version 0.0.4), sorted for stable output:
    /// `http_requests_total{route,method,status}` and `http_request_duration_seconds{route}`.
    public func prometheusText() -> String {
        let snapshot = storage
        var lines: [String] = [
            "# HELP http_requests_total HTTP responses sent, by route, method and status.",
            "# TYPE http_requests_total counter",
        ]
        let counterKeys = snapshot.counters.keys.sorted {
            ($0.route, $0.method, $0.status) < ($1.route, $1.method, $1.status)
        }
        for key in counterKeys {
            let labels = "route=\(label(key.route)),method=\(label(key.method)),status=\"\(key.status)\""
            lines.append("http_requests_total{\(labels)} \(snapshot.counters[key] ?? 0)")
        }
        lines += [
            "# HELP http_request_duration_seconds Time from request line to response, by route.",
            "# TYPE http_request_duration_seconds histogram",
        ]
        for route in snapshot.histograms.keys.sorted() {
            guard let histogram = snapshot.histograms[route] else { continue }
            var cumulative: UInt64 = 0
            for (index, bound) in bucketBounds.enumerated() {
                cumulative += histogram.bucketCounts[index]
                let labels = "route=\(label(route)),le=\"\(bound)\""
                lines.append("http_request_duration_seconds_bucket{\(labels)} \(cumulative)")
            }
            lines.append(
                "http_request_duration_seconds_bucket{route=\(label(route)),le=\"+Inf\"} \(histogram.count)")
            lines.append("http_request_duration_seconds_sum{route=\(label(route))} \(histogram.sum)")
            lines.append("http_request_duration_seconds_count{route=\(label(route))} \(histogram.count)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A quoted label value with `\`, `"` and newlines escaped.
    private func label(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }
}
