import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Routes requests for a ``StubServer``'s host to that server, off the loading thread.
final class StubURLProtocol: URLProtocol {
    private static let servers = Mutex<[String: WeakServer]>([:])

    private struct WeakServer: @unchecked Sendable {
        weak var server: StubServer?
    }

    static func register(_ server: StubServer) {
        servers.withLock { $0[server.host] = WeakServer(server: server) }
    }

    static func unregister(_ host: String) {
        servers.withLock { _ = $0.removeValue(forKey: host) }
    }

    private static func server(for request: URLRequest) -> StubServer? {
        guard let host = request.url?.host else { return nil }
        return servers.withLock { $0[host]?.server }
    }

    override class func canInit(with request: URLRequest) -> Bool {
        server(for: request) != nil
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    private let isStopped = Atomic<Bool>(false)
    private let isAnswered = Atomic<Bool>(false)
    private let stubServer = Mutex<StubServer?>(nil)

    override func startLoading() {
        guard let server = Self.server(for: request), let url = request.url else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotConnectToHost))
            return
        }
        let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.path ?? url.path
        let recorded = RecordedRequest(
            method: request.httpMethod ?? "GET", fullPath: path, path: path,
            query: Dictionary(
                (URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map {
                    ($0.name, $0.value ?? "")
                }, uniquingKeysWith: { _, last in last }),
            headers: request.allHTTPHeaderFields ?? [:],
            bodyData: request.httpBody ?? Self.readAll(request.httpBodyStream))
        stubServer.withLock { $0 = server }
        // NB: URLProtocol is not Sendable; its client may be called from any thread, as Apple's and
        // swift-corelibs-foundation's protocol implementations do.
        let protocolBox = UncheckedBox(value: self)
        DispatchQueue.global().async {
            let response = server.handle(recorded)
            let deliver: @Sendable () -> Void = {
                let `self` = protocolBox.value
                guard !self.isStopped.load(ordering: .acquiring) else { return }
                self.isAnswered.store(true, ordering: .releasing)
                server.noteAnswered()
                let http = HTTPURLResponse(
                    url: url, statusCode: response.status, httpVersion: "HTTP/1.1",
                    headerFields: ["Content-Type": response.contentType])!
                self.client?.urlProtocol(self, didReceive: http, cacheStoragePolicy: .notAllowed)
                self.client?.urlProtocol(self, didLoad: response.body)
                self.client?.urlProtocolDidFinishLoading(self)
            }
            if response.delay > 0 {
                DispatchQueue.global().asyncAfter(deadline: .now() + response.delay, execute: deliver)
            } else {
                deliver()
            }
        }
    }

    override func stopLoading() {
        isStopped.store(true, ordering: .releasing)
        if !isAnswered.load(ordering: .acquiring) {
            stubServer.withLock { $0 }?.noteCancelled()
        }
    }

    private static func readAll(_ stream: InputStream?) -> Data {
        guard let stream else { return Data() }
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            if count <= 0 { break }
            data.append(buffer, count: count)
        }
        return data
    }
}

/// Hands a non-Sendable reference to a Dispatch closure (see the NB in `startLoading`).
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
}
