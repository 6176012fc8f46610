import Foundation

/// The server as a WebAuthn relying party, resolved from the configuration: its id and the origins
/// whose client data it accepts (§7.1 step 9, §7.2 step 13).
struct PasskeyRelyingParty: Sendable {
    let id: String
    let name: String
    let explicitOrigins: Set<String>
    let authorizedDomains: [String]
    let settings: PasskeySettings

    init(_ configuration: ServerConfiguration) {
        settings = configuration.passkeys
        let publicHost = configuration.publicURL.flatMap { URL(string: $0)?.host?.lowercased() }
        id = (settings.rpId ?? publicHost ?? "localhost").lowercased()
        name = settings.rpName ?? configuration.projectId
        var origins = Set(settings.origins)
        if let publicURL = configuration.publicURL { origins.insert(publicURL) }
        explicitOrigins = origins
        authorizedDomains = configuration.allAuthorizedDomains
    }

    var requiresUserVerification: Bool { settings.userVerification == .required }

    /// Whether client data from `origin` is accepted: an origin listed in the settings (or the public
    /// URL), or a secure web origin whose host is an authorized domain within the rp id's domain.
    /// `http` only for `localhost`, which browsers treat as secure.
    func allows(origin: String) -> Bool {
        if explicitOrigins.contains(origin) { return true }
        guard let url = URL(string: origin), let scheme = url.scheme, let host = url.host?.lowercased(),
            url.path.isEmpty, url.query == nil, url.user == nil
        else { return false }
        switch scheme {
        case "https": break
        case "http" where host == "localhost": break
        default: return false
        }
        guard host == id || host.hasSuffix("." + id) else { return false }
        return authorizedDomains.contains { domain in
            domain.hasPrefix("*.") ? host.hasSuffix(String(domain.dropFirst(1))) : host == domain
        }
    }
}
