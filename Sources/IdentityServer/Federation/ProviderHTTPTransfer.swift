import CCurl
import Foundation

/// One exchange of `ProviderHTTPClient` on its own libcurl easy handle, performed synchronously (on the
/// client's dispatch queue, never the cooperative pool). libcurl hands the answer over as it arrives; the
/// write callback refuses the byte that would pass `maximumSize`, which aborts the transfer at once and
/// closes the connection, so nothing past the limit is ever buffered. Not thread-safe: one thread
/// creates, performs and drops it.
final class ProviderHTTPTransfer {
    typealias Outcome = Result<ProviderHTTPClient.Answer, ProviderHTTPClient.Failure>

    struct Request: Sendable {
        let url: URL
        /// Complete header lines (`Name: value`).
        var headers: [String]
        /// A form body makes the request a `POST`.
        var form: String?
    }

    /// libcurl's one-time set-up, done (thread-safely) before the first handle is made.
    private static let globalSetUp = sesame_curl_global_init()

    private let maximumSize: Int
    private let cancellation: ProviderHTTPCancellation
    private var body = Data()
    private var headerBytes = 0
    private var cacheControl: String?

    init(maximumSize: Int, cancellation: ProviderHTTPCancellation) {
        self.maximumSize = maximumSize
        self.cancellation = cancellation
    }

    /// Performs `request` until it answers, fails, grows past the limit, `timeout` seconds pass, or the
    /// cancellation is set. Blocks the calling thread.
    func perform(_ request: Request, timeout: TimeInterval) -> Outcome {
        // A header line with a line break would smuggle in more headers: never sent.
        let unsafe = request.headers.contains { $0.contains { "\r\n\0".contains($0) } }
        guard !unsafe, !cancellation.isCancelled, Self.globalSetUp == CURLE_OK,
            let handle = curl_easy_init()
        else { return .failure(.transport) }
        defer { curl_easy_cleanup(handle) }
        var headers: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headers) }
        for line in request.headers {
            guard let list = curl_slist_append(headers, line) else { return .failure(.transport) }
            headers = list
        }
        do throws(ProviderHTTPClient.Failure) {
            try configure(handle, request, headers: headers, timeout: timeout)
            try Self.check(curl_easy_perform(handle))
            var status = 0
            try Self.check(sesame_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status))
            return .success(.init(status: status, body: body, cacheControl: cacheControl))
        } catch {
            body = Data()
            return .failure(error)
        }
    }

    private func configure(
        _ handle: UnsafeMutableRawPointer, _ request: Request, headers: UnsafeMutablePointer<curl_slist>?,
        timeout: TimeInterval
    ) throws(ProviderHTTPClient.Failure) {
        let milliseconds = max(1, Int((timeout * 1000).rounded(.up)))
        let context = Unmanaged.passUnretained(self).toOpaque()
        try Self.check(sesame_curl_setopt_string(handle, CURLOPT_URL, request.url.absoluteString))
        try Self.check(sesame_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"))
        try Self.check(sesame_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0))
        try Self.check(sesame_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1))
        try Self.check(sesame_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, milliseconds))
        try Self.check(sesame_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds))
        try Self.check(sesame_curl_setopt_off(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maximumSize)))
        try Self.check(sesame_curl_setopt_list(handle, CURLOPT_HTTPHEADER, headers))
        if let form = request.form {
            try Self.check(sesame_curl_setopt_long(handle, CURLOPT_POSTFIELDSIZE, form.utf8.count))
            try Self.check(sesame_curl_setopt_string(handle, CURLOPT_COPYPOSTFIELDS, form))
        }
        try Self.check(
            sesame_curl_setopt_write(handle, CURLOPT_WRITEFUNCTION) { bytes, size, count, context in
                ProviderHTTPTransfer.transfer(context).receive(body: bytes, length: size * count)
            })
        try Self.check(sesame_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context))
        try Self.check(
            sesame_curl_setopt_write(handle, CURLOPT_HEADERFUNCTION) { bytes, size, count, context in
                ProviderHTTPTransfer.transfer(context).receive(header: bytes, length: size * count)
            })
        try Self.check(sesame_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context))
        // Non-zero aborts the transfer: the waiting task was cancelled.
        try Self.check(
            sesame_curl_setopt_xferinfo(handle, CURLOPT_XFERINFOFUNCTION) { context, _, _, _, _ in
                ProviderHTTPTransfer.transfer(context).cancellation.isCancelled ? 1 : 0
            })
        try Self.check(sesame_curl_setopt_pointer(handle, CURLOPT_XFERINFODATA, context))
        try Self.check(sesame_curl_setopt_long(handle, CURLOPT_NOPROGRESS, 0))
    }

    /// libcurl's result codes as the client's failures: an answer refused by the size limit (announced
    /// or while it arrives) is `.tooLarge`, anything else that is not `CURLE_OK` is `.transport`.
    private static func check(_ code: CURLcode) throws(ProviderHTTPClient.Failure) {
        switch code {
        case CURLE_OK: return
        case CURLE_FILESIZE_EXCEEDED, CURLE_WRITE_ERROR: throw .tooLarge
        default: throw .transport
        }
    }

    /// Keeps body bytes; a short count (a refusal, which aborts the transfer) once they would pass the
    /// limit.
    private func receive(body bytes: UnsafeMutablePointer<CChar>?, length: Int) -> Int {
        guard body.count + length <= maximumSize else { return 0 }
        if let bytes { body.append(contentsOf: UnsafeRawBufferPointer(start: bytes, count: length)) }
        return length
    }

    /// Keeps the last answer's `Cache-Control` (repeated headers joined); headers are bounded by the
    /// same limit as the body.
    private func receive(header bytes: UnsafeMutablePointer<CChar>?, length: Int) -> Int {
        headerBytes += length
        guard headerBytes <= maximumSize, let bytes else { return 0 }
        let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            cacheControl = nil  // a new answer (after an interim 1xx)
        } else if line.lowercased().hasPrefix("cache-control:") {
            let value = line.dropFirst("cache-control:".count).trimmingCharacters(in: .whitespacesAndNewlines)
            cacheControl = cacheControl.map { $0 + ", " + value } ?? value
        }
        return length
    }

    private static func transfer(_ context: UnsafeMutableRawPointer?) -> ProviderHTTPTransfer {
        Unmanaged<ProviderHTTPTransfer>.fromOpaque(context!).takeUnretainedValue()
    }
}
