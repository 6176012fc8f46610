import Foundation
import IdentityServer
import Storage
import Testing

/// How store failures become HTTP answers: an unreachable database is a retryable 503, anything
/// else a 500, and protocol errors pass through.
@Suite struct DatabaseUnavailableTests {
    @Test func anUnavailableDatabaseIsA503WithAFirebaseStyleBody() throws {
        let error = APIError.storeFailure(StoreError.unavailable("PostgresError.connectionFailed"))
        #expect(error.status == 503)
        #expect(error.envelope.error.status == "UNAVAILABLE")
        #expect(error.message.hasPrefix("UNAVAILABLE : "))
        #expect(!error.message.contains("PostgresError"))
        let body = try JSONSerialization.jsonObject(with: JSONEncoder().encode(error.envelope))
        let object = try #require((body as? [String: Any])?["error"] as? [String: Any])
        #expect(object["code"] as? Int == 503)
        #expect(object["status"] as? String == "UNAVAILABLE")
    }

    @Test func otherStoreFailuresStayInternalErrors() {
        #expect(APIError.storeFailure(StoreError.storageFailure("disk I/O error")).status == 500)
        #expect(APIError.storeFailure(CocoaError(.fileReadUnknown)).status == 500)
    }

    @Test func protocolErrorsPassThrough() {
        #expect(APIError.storeFailure(APIError.code(.emailExists)) == .code(.emailExists))
    }
}
