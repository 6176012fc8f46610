import Foundation

/// The link every out-of-band mail carries: Firebase's hosted action page, `/__/auth/action`, with
/// Firebase's query parameters (`mode`, `oobCode`, `apiKey`, `lang`, `continueUrl`, and `tenantId` for a
/// tenant's code).
public enum ActionLink {
    public static let path = "/__/auth/action"

    /// `<base>/__/auth/action?mode=…&oobCode=…&apiKey=…&lang=…[&continueUrl=…]`.
    public static func make(
        base: String, mode: String, oobCode: String, apiKey: String, language: String,
        continueURL: String? = nil, tenantId: String? = nil
    ) -> String {
        var items = [
            ("mode", mode), ("oobCode", oobCode), ("apiKey", apiKey), ("lang", language),
        ]
        if let continueURL { items.append(("continueUrl", continueURL)) }
        if let tenantId { items.append(("tenantId", tenantId)) }
        return base + path + "?" + items.map { "\($0)=\(APIClient.queryEscaped($1))" }.joined(separator: "&")
    }
}
