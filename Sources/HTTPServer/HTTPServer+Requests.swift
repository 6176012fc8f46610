internal import CMicroHTTPD
import Foundation

extension HTTPServer {
    func beginRequest(target: String, connection: OpaquePointer?) -> RequestContext {
        inFlight.add(1, ordering: .relaxed)
        let remote = connection.map(ConnectionPeer.host(of:)) ?? ""
        return RequestContext(id: requestIDs.next(), target: target, remoteAddress: remote)
    }

    func endRequest() {
        inFlight.subtract(1, ordering: .releasing)
    }

    /// One access-handler call for `context`. Returns .NO only to drop the connection.
    func handle(
        _ context: RequestContext, connection: OpaquePointer, method: UnsafePointer<CChar>,
        uploadData: UnsafePointer<CChar>?, uploadDataSize: UnsafeMutablePointer<Int>
    ) -> MHD_Result {
        switch context.phase {
        case .headers:
            context.method = HTTPMethod(rawValue: String(cString: method))
            _ = MHD_get_connection_values(
                connection, .HEADER_KIND, headerCallback, Unmanaged.passUnretained(context).toOpaque())
            if let violation = RequestFraming.violation(
                in: context.headers, hasFoldedField: context.hasFoldedField)
            {
                // Refused before any body byte is read; libmicrohttpd skips the body and, with
                // `Connection: close`, closes the connection after the answer.
                context.phase = .responded
                var response = responder.failure(
                    context.makeRequest(includingBody: false), violation.status, violation.reason)
                response.headers["Connection"] = "close"
                return send(response, on: connection)
            }
            let declaredLength = context.headers["Content-Length"].flatMap { Int($0) }
            if let declaredLength, declaredLength > configuration.maximumBodySize {
                let expectsContinue = context.headers["Expect"]?.lowercased() == "100-continue"
                guard expectsContinue || declaredLength > configuration.maximumDiscardedBodySize else {
                    // The client is sending the body anyway. Closing on unread data would reset the
                    // connection and could destroy the 413 before the client reads it, so drop the body.
                    context.phase = .discarding
                    return .YES
                }
                // Answering before the body makes libmicrohttpd skip it (no 100 Continue) and close the
                // connection after the response.
                context.phase = .responded
                return send(bodyTooLarge(context), on: connection)
            }
            if let declaredLength, declaredLength > 0 { context.body.reserveCapacity(declaredLength) }
            context.phase = .receiving
            return .YES
        case .receiving:
            let size = uploadDataSize.pointee
            guard size == 0 else {
                if context.body.count + size > configuration.maximumBodySize {
                    context.phase = .discarding
                    context.body = Data()
                } else if let uploadData {
                    uploadData.withMemoryRebound(to: UInt8.self, capacity: size) {
                        context.body.append($0, count: size)
                    }
                }
                uploadDataSize.pointee = 0
                return .YES
            }
            return dispatch(context, connection: connection)
        case .discarding:
            guard uploadDataSize.pointee == 0 else {
                uploadDataSize.pointee = 0
                return .YES
            }
            context.phase = .responded
            var response = bodyTooLarge(context)
            response.headers["Connection"] = "close"
            return send(response, on: connection)
        case .suspended:
            context.phase = .responded
            let response =
                context.pendingResponse?()
                ?? responder.failure(context.makeRequest(), .internalServerError, "Internal Server Error")
            context.pendingResponse = nil
            return send(response, on: connection)
        case .responded:
            return .NO
        }
    }

    private func bodyTooLarge(_ context: RequestContext) -> HTTPResponse {
        responder.failure(
            context.makeRequest(includingBody: false), .contentTooLarge,
            "Request body exceeds \(configuration.maximumBodySize) bytes")
    }

    /// The request is complete: route it, answer inline, or suspend for an async or deferred handler.
    private func dispatch(_ context: RequestContext, connection: OpaquePointer) -> MHD_Result {
        switch responder.route(context.makeRequest()) {
        case .respond(let response):
            context.phase = .responded
            return send(response, on: connection)
        case .suspend(let request, let handler):
            if let refusal = suspend(context, connection: connection) {
                context.phase = .responded
                return send(responder.failure(request, .serviceUnavailable, refusal), on: connection)
            }
            Task {
                let response = responder.finish(request, await handler(request))
                resume(context) { response }
            }
            return .YES
        case .deferred(let request, let start):
            if let refusal = suspend(context, connection: connection) {
                context.phase = .responded
                return send(responder.failure(request, .serviceUnavailable, refusal), on: connection)
            }
            let responder = self.responder
            start(
                request,
                HTTPResumption { [self] answer in
                    resume(context) { responder.finish(request, answer()) }
                })
            return .YES
        }
    }

    /// Suspends `connection` for a handler that answers later; returns why not when it cannot be.
    private func suspend(_ context: RequestContext, connection: OpaquePointer) -> String? {
        suspensions.withLock { suspensions in
            guard !suspensions.isClosed else { return "The server is shutting down" }
            MHD_suspend_connection(connection)
            // The library may refuse (for example on a connection it is closing); then the handler
            // must not run, because nothing could resume the connection safely.
            guard CMicroHTTPD_is_suspended(connection) != 0 else { return "The connection is closing" }
            suspensions.contexts[ObjectIdentifier(context)] = context
            context.connection = connection
            context.phase = .suspended
            return nil
        }
    }

    /// Hands an async or deferred handler's answer to its connection, unless shutdown already resumed it;
    /// `answer` builds the response on the connection's thread.
    /// `MHD_resume_connection` (which wakes the connection's thread) runs outside the lock, so the
    /// HTTP threads suspending other connections do not wait for it; `stop` waits for resumptions
    /// under way before it stops the daemon.
    private func resume(_ context: RequestContext, with answer: @escaping @Sendable () -> HTTPResponse) {
        let connection: OpaquePointer? = suspensions.withLock { suspensions in
            guard suspensions.contexts.removeValue(forKey: ObjectIdentifier(context)) != nil,
                let connection = context.connection
            else { return nil }
            context.pendingResponse = answer
            context.connection = nil
            suspensions.resuming += 1
            return connection
        }
        guard let connection else { return }
        MHD_resume_connection(connection)
        suspensions.withLock { $0.resuming -= 1 }
    }

    /// Queues `response` on `connection`. libmicrohttpd copies the body and adds Content-Length and Date.
    private func send(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        let created = response.body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard
            let created = try? MicroHTTPD.check(
                created, "MHD_create_response_from_buffer", failure: .libraryCallFailed)
        else { return .NO }
        defer { MHD_destroy_response(created) }
        for (name, value) in response.headers where !HTTPServer.isManagedByLibrary(name) {
            // A header with CR or LF is refused by the library; the response goes out without it.
            // `withCString` lends a native string's own NUL-terminated bytes; passing the strings
            // directly would copy each into a new array first.
            let added = name.withCString { name in
                value.withCString { value in MHD_add_response_header(created, name, value) }
            }
            _ = try? MicroHTTPD.check(added, "MHD_add_response_header")
        }
        if isDraining.load(ordering: .relaxed) && !response.headers.contains("Connection") {
            _ = try? MicroHTTPD.check(
                MHD_add_response_header(created, "Connection", "close"), "MHD_add_response_header")
        }
        do {
            try MicroHTTPD.check(
                MHD_queue_response(connection, UInt32(response.status.code), created), "MHD_queue_response")
            return .YES
        } catch {
            return .NO
        }
    }

    private static func isManagedByLibrary(_ name: String) -> Bool {
        HTTPHeaders.namesMatch(name, "Content-Length") || HTTPHeaders.namesMatch(name, "Transfer-Encoding")
    }
}
