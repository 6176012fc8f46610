import Foundation
import HTTPServer
import Testing

@Suite struct MetricsTests {
    @Test func countsByRouteMethodAndStatus() {
        let metrics = HTTPMetrics(bucketBounds: [0.01, 0.1])
        metrics.record(method: .post, route: "/v1/accounts:signUp", status: .ok, latency: .milliseconds(5))
        metrics.record(method: .post, route: "/v1/accounts:signUp", status: .ok, latency: .milliseconds(50))
        metrics.record(method: .post, route: "/v1/accounts:signUp", status: .badRequest, latency: .seconds(1))
        metrics.record(method: .get, route: nil, status: .notFound, latency: .milliseconds(1))
        #expect(metrics.count(route: "/v1/accounts:signUp", method: .post, status: .ok) == 2)
        #expect(metrics.count(route: "/v1/accounts:signUp", method: .post, status: .badRequest) == 1)
        #expect(metrics.count(route: nil, method: .get, status: .notFound) == 1)
        #expect(metrics.latencyCount(route: "/v1/accounts:signUp") == 3)
    }

    @Test func rendersPrometheusTextWithCumulativeBuckets() {
        let metrics = HTTPMetrics(bucketBounds: [0.01, 0.1])
        metrics.record(method: .post, route: "/v1/accounts:signUp", status: .ok, latency: .milliseconds(5))
        metrics.record(method: .post, route: "/v1/accounts:signUp", status: .ok, latency: .milliseconds(50))
        metrics.record(method: .post, route: "/v1/accounts:signUp", status: .badRequest, latency: .seconds(1))
        let lines = metrics.prometheusText().split(separator: "\n").map(String.init)
        #expect(lines.contains("# TYPE http_requests_total counter"))
        #expect(
            lines.contains(#"http_requests_total{route="/v1/accounts:signUp",method="POST",status="200"} 2"#))
        #expect(
            lines.contains(#"http_requests_total{route="/v1/accounts:signUp",method="POST",status="400"} 1"#))
        #expect(lines.contains("# TYPE http_request_duration_seconds histogram"))
        #expect(
            lines.contains(#"http_request_duration_seconds_bucket{route="/v1/accounts:signUp",le="0.01"} 1"#))
        #expect(
            lines.contains(#"http_request_duration_seconds_bucket{route="/v1/accounts:signUp",le="0.1"} 2"#))
        #expect(
            lines.contains(#"http_request_duration_seconds_bucket{route="/v1/accounts:signUp",le="+Inf"} 3"#))
        #expect(lines.contains(#"http_request_duration_seconds_count{route="/v1/accounts:signUp"} 3"#))
        let sum = lines.first { $0.hasPrefix("http_request_duration_seconds_sum") }
        #expect(sum.flatMap { Double($0.split(separator: " ").last!) }.map { abs($0 - 1.055) < 1e-9 } == true)
    }

    @Test func threadsRecordingAtOnceAreAllCounted() throws {
        // More threads than shards, so some threads share one: every response must still be counted once.
        let metrics = HTTPMetrics(bucketBounds: [0.01, 0.1])
        let threads = 24
        let perThread = 500
        let finished = DispatchSemaphore(value: 0)
        for thread in 0..<threads {
            Thread {
                for index in 0..<perThread {
                    let status: HTTPStatus = index % 5 == 0 ? .badRequest : .ok
                    metrics.record(
                        method: .post, route: thread % 2 == 0 ? "/even" : "/odd", status: status,
                        latency: .milliseconds(index % 3 == 0 ? 50 : 5))
                }
                finished.signal()
            }.start()
        }
        for _ in 0..<threads {
            // A hang guard, not a speed check.
            try #require(finished.wait(timeout: .now() + 60) == .success)
        }
        let perRoute = UInt64(threads / 2 * perThread)
        for route in ["/even", "/odd"] {
            #expect(metrics.count(route: route, method: .post, status: .ok) == perRoute * 4 / 5)
            #expect(metrics.count(route: route, method: .post, status: .badRequest) == perRoute / 5)
            #expect(metrics.latencyCount(route: route) == perRoute)
        }
        let lines = metrics.prometheusText().split(separator: "\n").map(String.init)
        // index % 3 == 0 for 167 of every 500: those took 50 ms, above the first bucket.
        let fast = UInt64(threads / 2 * (perThread - 167))
        #expect(lines.contains(#"http_request_duration_seconds_bucket{route="/even",le="0.01"} \#(fast)"#))
        #expect(
            lines.contains(#"http_request_duration_seconds_bucket{route="/even",le="+Inf"} \#(perRoute)"#))
    }

    @Test func escapesLabelValues() {
        let metrics = HTTPMetrics()
        metrics.record(method: .get, route: "/a\"b\\c", status: .ok, latency: .zero)
        #expect(metrics.prometheusText().contains(#"route="/a\"b\\c""#))
    }

    @Test func accessLogLineIsJSONWithoutSecrets() throws {
        let entry = HTTPAccessLogEntry(
            requestID: "abc-1", method: .post, path: "/v1/accounts:signUp", route: "/v1/accounts:signUp",
            status: .ok, latency: .microseconds(1500), remoteAddress: "127.0.0.1", requestBodySize: 10,
            responseBodySize: 20)
        let object = try jsonObject(Data(entry.jsonLine.utf8))
        #expect(object["request_id"] as? String == "abc-1")
        #expect(object["status"] as? Int == 200)
        #expect(object["latency_ms"] as? Double == 1.5)
        #expect(object["route"] as? String == "/v1/accounts:signUp")
        #expect(!entry.jsonLine.contains("\n"))
    }
}
