internal import CMicroHTTPD

/// The one place where libmicrohttpd return values become `HTTPServerError`s.
enum MicroHTTPD {
    /// Checks an `MHD_Result`; `call` names the libmicrohttpd function.
    static func check(_ result: MHD_Result, _ call: StaticString) throws(HTTPServerError) {
        guard result == .YES else {
            throw HTTPServerError.libraryCallFailed.with(detail: "\(call)")
        }
    }

    /// Checks a pointer result, where NULL means failure; `call` names the libmicrohttpd function.
    static func check<Value>(_ result: Value?, _ call: StaticString, failure: HTTPServerError)
        throws(HTTPServerError) -> Value
    {
        guard let result else { throw failure.with(detail: "\(call)") }
        return result
    }
}
