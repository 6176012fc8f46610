import AuthCrypto
import Foundation
import IdentityServer

/// Reads tokens the way a relying party does.
enum TokenInspection {
    /// The payload without checking anything (for asserting claim shapes).
    static func payload(of token: String) throws -> JSON {
        let parts = token.split(separator: ".")
        guard parts.count == 3, let bytes = AuthCrypto.Base64URL.decode(parts[1]),
            let json = JSON.parse(Data(bytes))
        else { throw InspectionError.malformed }
        return json
    }

    static func header(of token: String) throws -> JSON {
        guard let first = token.split(separator: ".").first, let bytes = AuthCrypto.Base64URL.decode(first),
            let json = JSON.parse(Data(bytes))
        else { throw InspectionError.malformed }
        return json
    }

    enum InspectionError: Error { case malformed }
}
