import AuthCrypto
import Storage

/// What a pending second-factor session keeps beside its account: the first factor's provider and,
/// for a federated sign-in, the identity to link once the second factor checks out. Stored as the
/// provider id alone when there is no link (what sessions held before links were deferred).
struct PendingPayload: Equatable {
    let provider: String
    let link: ProviderIdentity?

    init(provider: String, link: ProviderIdentity?) {
        self.provider = provider
        self.link = link
    }

    init(text: String?) {
        guard let text, text.hasPrefix("{"), let json = JSONParser<JSON>.parse(text.utf8),
            let provider = json["provider"]?.stringValue
        else {
            self.init(provider: text ?? "password", link: nil)
            return
        }
        var link: ProviderIdentity?
        if let identity = json["link"], let providerId = identity["providerId"]?.stringValue,
            let rawId = identity["rawId"]?.stringValue
        {
            link = ProviderIdentity(
                providerId: providerId, rawId: rawId, email: identity["email"]?.stringValue,
                displayName: identity["displayName"]?.stringValue, photoURL: identity["photoUrl"]?.stringValue,
                federatedId: identity["federatedId"]?.stringValue, screenName: identity["screenName"]?.stringValue)
        }
        self.init(provider: provider, link: link)
    }

    var text: String {
        guard let link else { return provider }
        var identity: [String: JSON] = ["providerId": .string(link.providerId), "rawId": .string(link.rawId)]
        if let email = link.email { identity["email"] = .string(email) }
        if let name = link.displayName { identity["displayName"] = .string(name) }
        if let photo = link.photoURL { identity["photoUrl"] = .string(photo) }
        if let federatedId = link.federatedId { identity["federatedId"] = .string(federatedId) }
        if let screenName = link.screenName { identity["screenName"] = .string(screenName) }
        return String(decoding: JSON.object(["provider": .string(provider), "link": .object(identity)]).data, as: UTF8.self)
    }
}
