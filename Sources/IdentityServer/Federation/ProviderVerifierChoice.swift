import AuthCrypto
import Foundation
import Storage

/// Which verifier checks a `signInWithIdp` credential: an enabled `oidc.*` configuration of the tenant
/// (`OIDCCredentialVerifier`), GitHub, Facebook and Microsoft when an admin enabled them (with the
/// app's client id and secret), Google and Apple (`identityProviders`, the flags' client ids) unless an
/// admin switched them off — a stored entry's client id counts beside the flags'; in emulator mode anything else with unsigned claims, as Firebase's
/// emulator does. Otherwise `OPERATION_NOT_ALLOWED`.
enum ProviderVerifierChoice {
    static func verifier(for providerId: String, tenantId: String?, _ context: ServerContext) throws(APIError)
        -> any ProviderTokenVerifier
    {
        let emulator = context.configuration.emulator
        let fallback: (any ProviderTokenVerifier)? = emulator ? EmulatorProviderTokenVerifier(providerId: providerId) : nil
        if providerId.hasPrefix("oidc.") {
            let config = try context.withStore {
                try context.providerConfigs.oauthIdpConfig(tenant: tenantId, providerId: providerId)
            }
            if let config {
                return OIDCCredentialVerifier(
                    config: config, discovery: context.oidcDiscovery, keys: context.providerKeys, clock: context.clock,
                    logger: context.logger, emulator: emulator)
            }
        } else if providerId.hasPrefix("saml.") {
            // An enabled SAML provider is verified by `SAMLSignInVerifier` (`signInWithIdp`'s `samlVerifier`).
        } else if ["github.com", "facebook.com", "microsoft.com"].contains(providerId) {
            let config = try context.withStore {
                try context.providerConfigs.defaultSupportedIdpConfig(tenant: tenantId, providerId: providerId)
            }
            if let config { return builtIn(config, context) }
        } else if let known = context.identityProviders[providerId] {
            let config = try context.withStore {
                try context.providerConfigs.defaultSupportedIdpConfig(tenant: tenantId, providerId: providerId)
            }
            if let config { return config.isStored ? configured(config, known, context) : known }
        }
        if let fallback { return fallback }
        throw APIError.code(.operationNotAllowed, "The identity provider configuration is not found.")
    }

    /// Google's or Apple's verifier with the stored entry's client id (and Apple's bundle ids) accepted
    /// beside the flags' ids; Google's exchanges redirect codes with the entry's client secret.
    private static func configured(
        _ config: DefaultSupportedIdpConfig, _ known: any ProviderTokenVerifier, _ context: ServerContext
    ) -> any ProviderTokenVerifier {
        switch known {
        case let google as GoogleCredentialVerifier:
            var configured = google.accepting(config.audiences)
            if !context.configuration.emulator, let clientId = config.clientId, let secret = config.clientSecret,
                !clientId.isEmpty, !secret.isEmpty
            {
                configured.codeExchange = ProviderCodeExchange(
                    provider: "Google", tokenURL: context.configuration.googleTokenURL, clientId: clientId,
                    clientSecret: secret, logger: context.logger)
            }
            return configured
        case let signed as SignedProviderTokenVerifier: return signed.accepting(config.audiences)
        default: return known
        }
    }

    /// GitHub, Facebook and Microsoft, asked at the URLs the settings give.
    private static func builtIn(_ config: DefaultSupportedIdpConfig, _ context: ServerContext) -> any ProviderTokenVerifier {
        let configuration = context.configuration
        switch config.providerId {
        case "github.com":
            return GitHubAccessTokenVerifier(
                config: config, apiURL: configuration.githubAPIURL, oauthURL: configuration.githubOAuthURL,
                logger: context.logger)
        case "facebook.com":
            return FacebookAccessTokenVerifier(config: config, graphURL: configuration.facebookGraphURL, logger: context.logger)
        default:
            let keys = URL(string: configuration.microsoftJWKSURL).map { context.providerKeys.cache(for: $0) }
            return MicrosoftCredentialVerifier(
                config: config, keys: keys ?? context.providerKeys.cache(for: URL(string: ServerConfiguration.defaultMicrosoftJWKSURL)!),
                clock: context.clock, emulator: configuration.emulator, loginURL: configuration.microsoftLoginURL,
                logger: context.logger)
        }
    }
}
