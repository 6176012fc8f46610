import AuthCrypto
import Foundation

/// The client data a browser or platform collected for a ceremony (WebAuthn Level 2 §5.8.1), read
/// from the exact `clientDataJSON` bytes the authenticator's signature covers (through their hash).
struct ClientData {
    let type: String
    /// The challenge as the client encoded it (base64url of the bytes it was given).
    let challenge: String
    let origin: String
    let crossOrigin: Bool
    let bytes: [UInt8]

    enum Failure: Error, Equatable {
        case notJSON
        case missingMember(String)
        case tooLarge
    }

    init(_ bytes: [UInt8]) throws(Failure) {
        guard bytes.count <= 4_096 else { throw .tooLarge }
        guard let json = JSON.parse(Data(bytes)), case .object(let fields) = json else { throw .notJSON }
        guard let type = fields["type"]?.stringValue else { throw .missingMember("type") }
        guard let challenge = fields["challenge"]?.stringValue else { throw .missingMember("challenge") }
        guard let origin = fields["origin"]?.stringValue else { throw .missingMember("origin") }
        self.type = type
        self.challenge = challenge
        self.origin = origin
        crossOrigin = fields["crossOrigin"]?.boolValue ?? false
        self.bytes = bytes
    }
}
