import AuthCrypto
import Foundation
import Storage

/// The `blockingFunctions` in force for one request: the tenant's own when its resource sets the
/// field (an empty `triggers` turns the project's off for it), otherwise the project config's.
struct BlockingFunctionConfig: Sendable, Equatable {
    var triggers: [BlockingTrigger: URL] = [:]
    var forwardsIdToken = false
    var forwardsAccessToken = false
    var forwardsRefreshToken = false

    init(_ field: JSON?) {
        if case .object(let triggers)? = field?["triggers"] {
            for (name, trigger) in triggers {
                guard let event = BlockingTrigger(rawValue: name),
                    let uri = trigger["functionUri"]?.stringValue, let url = URL(string: uri)
                else { continue }
                self.triggers[event] = url
            }
        }
        let forward = field?["forwardInboundCredentials"]
        forwardsIdToken = forward?["idToken"]?.boolValue ?? false
        forwardsAccessToken = forward?["accessToken"]?.boolValue ?? false
        forwardsRefreshToken = forward?["refreshToken"]?.boolValue ?? false
    }

    static func inForce(_ call: APICall, _ context: ServerContext) throws(APIError) -> BlockingFunctionConfig {
        if let tenant = call.tenant, case .object(let kept)? = JSONParser<JSON>.parse(tenant.settings.utf8),
            let own = kept["blockingFunctions"]
        {
            return BlockingFunctionConfig(own)
        }
        return try context.projectSettings().blockingFunctions
    }
}
