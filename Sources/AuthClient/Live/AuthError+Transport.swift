import AuthModel
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension AuthError {
    /// The client-side kind for a failure below HTTP: timeouts, refused connections, TLS problems,
    /// being offline, cancellation. URL loading codes with no better match keep their number in an
    /// `unknown` error (`URL_ERROR`, detail `URLError -1234`).
    init(transportFailure error: any Error) {
        if let authError = error as? AuthError {
            self = authError
            return
        }
        if error is CancellationError {
            self.init(.cancelled)
            return
        }
        guard let urlError = error as? URLError else {
            self = .unknown(code: "TRANSPORT_FAILURE", detail: String(describing: type(of: error)))
            return
        }
        let detail = "URLError \(urlError.errorCode)"
        switch urlError.code {
        case .timedOut:
            self.init(.timedOut, detail: detail)
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed:
            self.init(.connectionRefused, detail: detail)
        case .notConnectedToInternet, .networkConnectionLost, .dataNotAllowed, .internationalRoamingOff,
            .callIsActive:
            self.init(.networkUnavailable, detail: detail)
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired, .appTransportSecurityRequiresSecureConnection:
            self.init(.tlsFailure, detail: detail)
        case .unknown where Self.isTLSLibraryMessage(urlError):
            self.init(.tlsFailure, detail: detail)
        case .cancelled, .userCancelledAuthentication:
            self.init(.cancelled, detail: detail)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource, .dataLengthExceedsMaximum:
            self.init(.malformedResponse, detail: detail)
        default:
            self = .unknown(code: "URL_ERROR", detail: detail)
        }
    }

    /// NB: swift-corelibs-foundation reports TLS handshake failures from libcurl as `URLError.unknown`
    /// (-1) with the TLS library's message (e.g. "OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong
    /// version number"); Apple's Foundation uses the TLS codes above.
    private static func isTLSLibraryMessage(_ error: URLError) -> Bool {
        let message = (error.userInfo[NSLocalizedDescriptionKey] as? String) ?? ""
        return ["SSL", "TLS", "certificate"].contains { message.contains($0) }
    }
}
