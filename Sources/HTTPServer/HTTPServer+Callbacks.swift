internal import CMicroHTTPD

// libmicrohttpd's C callbacks. The callback context is the server (retained while the daemon runs); the
// per-request context is a retained `RequestContext` created when the request line arrives.

/// `.URI_LOG_CALLBACK`: called once per request with the raw request target, before headers.
/// Its return value becomes the request's context pointer.
let requestLineCallback: CMicroHTTPD_URILogCallback = { serverPointer, uri, connection in
    guard let serverPointer, let uri else { return nil }
    let server = Unmanaged<HTTPServer>.fromOpaque(serverPointer).takeUnretainedValue()
    let context = server.beginRequest(target: String(cString: uri), connection: connection)
    return Unmanaged.passRetained(context).toOpaque()
}

/// `.NOTIFY_CONNECTION`: a connection opened or closed. The peer's address is formatted once, when
/// the connection opens, and kept as its socket context for every request on it (keep-alive clients
/// send many); the close notification, which libmicrohttpd sends for every opened connection, drops it.
let connectionCallback: MHD_NotifyConnectionCallback = { _, connection, socketContext, code in
    guard let socketContext else { return }
    switch code {
    case .CONNECTION_NOTIFY_STARTED:
        let host = connection.map(ConnectionPeer.formattedHost(of:)) ?? ""
        socketContext.pointee = Unmanaged.passRetained(ConnectionPeer(host: host)).toOpaque()
    case .CONNECTION_NOTIFY_CLOSED:
        guard let peer = socketContext.pointee else { return }
        socketContext.pointee = nil
        Unmanaged<ConnectionPeer>.fromOpaque(peer).release()
    default:
        return
    }
}

/// `.NOTIFY_COMPLETED`: the request is over (answered, failed or cut off). Drops the context;
/// libmicrohttpd never hands this request to us again.
let requestCompletedCallback: MHD_RequestCompletedCallback = { serverPointer, _, requestPointer, _ in
    guard let serverPointer, let requestPointer, let context = requestPointer.pointee else { return }
    requestPointer.pointee = nil
    Unmanaged<RequestContext>.fromOpaque(context).release()
    Unmanaged<HTTPServer>.fromOpaque(serverPointer).takeUnretainedValue().endRequest()
}

/// The access handler: called after the headers, once per body chunk, once when the request is complete,
/// and once more after a suspended connection is resumed.
let accessCallback: MHD_AccessHandlerCallback = {
    serverPointer, connection, url, method, _, uploadData, uploadDataSize, requestPointer in
    guard let serverPointer, let connection, let method, let uploadDataSize, let requestPointer else {
        return .NO
    }
    let server = Unmanaged<HTTPServer>.fromOpaque(serverPointer).takeUnretainedValue()
    let context: RequestContext
    if let existing = requestPointer.pointee {
        context = Unmanaged<RequestContext>.fromOpaque(existing).takeUnretainedValue()
    } else {
        // The request-line callback always runs first; this only guards against a library that skips it.
        context = server.beginRequest(target: url.map { String(cString: $0) } ?? "/", connection: connection)
        requestPointer.pointee = Unmanaged.passRetained(context).toOpaque()
    }
    return server.handle(
        context, connection: connection, method: method, uploadData: uploadData,
        uploadDataSize: uploadDataSize)
}

/// `MHD_get_connection_values` iterator: appends one header to the `RequestContext` passed as `cls`,
/// and notes a field that did not come from one field line (an obs-fold, see `FieldLineLayout`).
let headerCallback: MHD_KeyValueIterator = { contextPointer, _, name, value in
    guard let contextPointer, let name else { return .YES }
    let context = Unmanaged<RequestContext>.fromOpaque(contextPointer).takeUnretainedValue()
    if let value, !FieldLineLayout.isSingleLine(name: name, value: value) { context.hasFoldedField = true }
    context.headers.add(String(cString: name), value.map { String(cString: $0) } ?? "")
    return .YES
}
