import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// Identity Platform's provider configurations over loopback: `oauthIdpConfigs`,
/// `inboundSamlConfigs` and `defaultSupportedIdpConfigs`, for the project and for a tenant, as
/// firebase-admin's provider-config calls send them.
@Suite struct ProviderConfigTests {
    static let v2 = "/identitytoolkit.googleapis.com/v2/projects/sesame-local"

    static let oidc: JSON = [
        "displayName": "Acme", "enabled": true, "clientId": "acme-client", "issuer": "https://idp.acme.test",
    ]

    static let saml: JSON = [
        "displayName": "Okta", "enabled": true,
        "idpConfig": [
            "idpEntityId": "https://okta.test/entity", "ssoUrl": "https://okta.test/sso",
            "idpCertificates": [["x509Certificate": "MIIC-cert-a"]],
        ],
        "spConfig": ["spEntityId": "sesame-sp", "callbackUri": "https://app.test/__/auth/handler"],
    ]

    @Test func oidcConfigsAreCreatedReadPagedPatchedAndDeleted() async throws {
        try await TestServer.with { server in
            let base = Self.v2 + "/oauthIdpConfigs"
            let created = try await server.post(base + "?oauthIdpConfigId=oidc.acme", Self.oidc, credential: .bearer())
            #expect(created.status == 200, "\(created.text)")
            #expect(created["name"] == "projects/sesame-local/oauthIdpConfigs/oidc.acme")
            #expect(created["clientId"] == "acme-client")
            // Identity Platform's default response type is the ID-token flow.
            #expect(created["responseType"] == ["idToken": true])
            let again = try await server.post(base + "?oauthIdpConfigId=oidc.acme", Self.oidc, credential: .bearer())
            #expect(again.errorMessage == "CONFIGURATION_EXISTS")
            let fetched = try await server.request("GET", base + "/oidc.acme", credential: .bearer())
            #expect(fetched.json == created.json)
            // The code flow needs a secret; with one the mask sets both, and a masked field absent from
            // the body goes.
            let noSecret = try await server.request(
                "PATCH", base + "/oidc.acme?updateMask=responseType", json: ["responseType": ["code": true]],
                credential: .bearer())
            #expect(noSecret.errorMessage?.hasPrefix("INVALID_CONFIG") == true, "\(noSecret.text)")
            let patched = try await server.request(
                "PATCH", base + "/oidc.acme?updateMask=responseType,clientSecret,displayName",
                json: ["responseType": ["code": true], "clientSecret": "s3cret"], credential: .bearer())
            #expect(patched.status == 200, "\(patched.text)")
            #expect(patched["responseType"] == ["code": true])
            #expect(patched["clientSecret"] == "s3cret")
            #expect(patched["displayName"] == nil)
            #expect(patched["issuer"] == "https://idp.acme.test")
            for id in ["oidc.beta", "oidc.gamma"] {
                let made = try await server.post(base + "?oauthIdpConfigId=\(id)", Self.oidc, credential: .bearer())
                #expect(made.status == 200)
            }
            let page = try await server.request("GET", base + "?pageSize=2", credential: .bearer())
            #expect(page["oauthIdpConfigs"]?.arrayValue?.compactMap { $0["clientId"] }.count == 2)
            #expect(page["nextPageToken"] == "oidc.beta")
            let rest = try await server.request("GET", base + "?pageSize=2&pageToken=oidc.beta", credential: .bearer())
            #expect(rest["oauthIdpConfigs"]?.arrayValue?.map { $0["name"] } == [
                "projects/sesame-local/oauthIdpConfigs/oidc.gamma"
            ])
            #expect(rest["nextPageToken"] == nil)
            let deleted = try await server.request("DELETE", base + "/oidc.acme", credential: .bearer())
            #expect(deleted.status == 200)
            let gone = try await server.request("GET", base + "/oidc.acme", credential: .bearer())
            #expect(gone.errorMessage == "CONFIGURATION_NOT_FOUND")
            let goneAgain = try await server.request("DELETE", base + "/oidc.acme", credential: .bearer())
            #expect(goneAgain.errorMessage == "CONFIGURATION_NOT_FOUND")
        }
    }

    @Test func badConfigurationsAndCallersAreRefused() async throws {
        try await TestServer.with { server in
            let base = Self.v2 + "/oauthIdpConfigs"
            let cases: [(String, JSON, String)] = [
                ("saml.acme", Self.oidc, "INVALID_PROVIDER_ID"),
                ("oidc.", Self.oidc, "INVALID_PROVIDER_ID"),
                ("oidc.a/b", Self.oidc, "INVALID_PROVIDER_ID"),
                ("oidc.noclient", ["issuer": "https://idp.test"], "MISSING_OAUTH_CLIENT_ID"),
                ("oidc.noissuer", ["clientId": "c"], "INVALID_CONFIG"),
                ("oidc.badissuer", ["clientId": "c", "issuer": "ftp://idp.test"], "INVALID_CONFIG"),
                ("oidc.both", ["clientId": "c", "issuer": "https://i.test", "responseType": ["code": true, "idToken": true], "clientSecret": "x"], "INVALID_CONFIG"),
            ]
            for (id, body, code) in cases {
                let reply = try await server.post(
                    base + "?oauthIdpConfigId=\(id.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? id)",
                    body, credential: .bearer())
                #expect(reply.errorMessage?.hasPrefix(code) == true, "\(id): \(reply.text)")
            }
            let missing = try await server.post(base, Self.oidc, credential: .bearer())
            #expect(missing.errorMessage == "MISSING_PROVIDER_ID")
            let unknown = try await server.post(
                base + "?oauthIdpConfigId=oidc.x", ["clientId": "c", "issuer": "https://i.test", "colour": "red"],
                credential: .bearer())
            #expect(unknown.status == 400)
            // Admin only: an API key does not reach them.
            let anonymous = try await server.request("GET", base, credential: .apiKey())
            #expect(anonymous.errorMessage?.hasPrefix("INSUFFICIENT_PERMISSION") == true, "\(anonymous.text)")
            let samlBase = Self.v2 + "/inboundSamlConfigs"
            var noCertificate = Self.saml.objectValue ?? [:]
            noCertificate["idpConfig"]?.set(.array([]), at: ["idpCertificates"])
            let refused = try await server.post(
                samlBase + "?inboundSamlConfigId=saml.okta", .object(noCertificate), credential: .bearer())
            #expect(refused.errorMessage?.hasPrefix("INVALID_CONFIG") == true, "\(refused.text)")
            // Sesame sends AuthnRequests unsigned: a provider that wants them signed is refused, not
            // stored to fail later at the IdP.
            var signing = Self.saml.objectValue ?? [:]
            signing["idpConfig"]?.set(true, at: ["signRequest"])
            let unsigned = try await server.post(
                samlBase + "?inboundSamlConfigId=saml.signing", .object(signing), credential: .bearer())
            #expect(
                unsigned.errorMessage
                    == "INVALID_CONFIG : idpConfig.signRequest is not supported: Sesame sends AuthnRequests unsigned.",
                "\(unsigned.text)")
            let unknownDefault = try await server.post(
                Self.v2 + "/defaultSupportedIdpConfigs?idpId=example.com", ["enabled": true], credential: .bearer())
            #expect(unknownDefault.errorMessage == "INVALID_PROVIDER_ID")
        }
    }

    @Test func samlConfigsLiveInTheirTenantAndGoWithIt() async throws {
        try await TestServer.with { server in
            let tenant = try await TenantTests.create(server, ["displayName": "Acme-Corp"])
            let tenantBase = Self.v2 + "/tenants/\(tenant)/inboundSamlConfigs"
            let created = try await server.post(
                tenantBase + "?inboundSamlConfigId=saml.okta", Self.saml, credential: .bearer())
            #expect(created.status == 200, "\(created.text)")
            #expect(created["name"] == .string("projects/sesame-local/tenants/\(tenant)/inboundSamlConfigs/saml.okta"))
            // The project's own collection does not have it.
            let project = try await server.request(
                "GET", Self.v2 + "/inboundSamlConfigs/saml.okta", credential: .bearer())
            #expect(project.errorMessage == "CONFIGURATION_NOT_FOUND")
            let patched = try await server.request(
                "PATCH", tenantBase + "/saml.okta?updateMask=idpConfig.idpCertificates,enabled",
                json: ["idpConfig": ["idpCertificates": [["x509Certificate": "MIIC-cert-b"]]], "enabled": false],
                credential: .bearer())
            #expect(patched.status == 200, "\(patched.text)")
            #expect(patched["idpConfig"]?["idpCertificates"] == [["x509Certificate": "MIIC-cert-b"]])
            #expect(patched["idpConfig"]?["ssoUrl"] == "https://okta.test/sso")
            #expect(patched["enabled"] == false)
            let config = try server.server.context.providerConfigs
            #expect(try config.inboundSamlConfig(tenant: tenant, providerId: "saml.okta") == nil)
            let enabled = try await server.request(
                "PATCH", tenantBase + "/saml.okta?updateMask=enabled", json: ["enabled": true], credential: .bearer())
            #expect(enabled.status == 200)
            let read = try #require(try config.inboundSamlConfig(tenant: tenant, providerId: "saml.okta"))
            #expect(read.certificates == ["MIIC-cert-b"])
            #expect(read.spEntityId == "sesame-sp")
            #expect(read.callbackURI == "https://app.test/__/auth/handler")
            #expect(try config.inboundSamlConfig(tenant: nil, providerId: "saml.okta") == nil)
            let unknownTenant = try await server.request(
                "GET", Self.v2 + "/tenants/nobody-x1/inboundSamlConfigs", credential: .bearer())
            #expect(unknownTenant.errorMessage == "TENANT_NOT_FOUND")
            _ = try await server.request("DELETE", Self.v2 + "/tenants/\(tenant)", credential: .bearer())
            #expect(try server.server.context.store.listProviderConfigs(.inboundSaml, tenantId: tenant, after: nil, limit: 10).isEmpty)
        }
    }

    @Test func googleAndAppleAreDefaultEntriesFromTheFlagsUntilAnAdminChangesThem() async throws {
        try await TestServer.with(configure: { $0.googleClientIds = ["g-1", "g-2"] }) { server in
            let base = Self.v2 + "/defaultSupportedIdpConfigs"
            let list = try await server.request("GET", base, credential: .bearer())
            #expect(list["defaultSupportedIdpConfigs"]?.arrayValue?.map { $0["name"] } == [
                "projects/sesame-local/defaultSupportedIdpConfigs/apple.com",
                "projects/sesame-local/defaultSupportedIdpConfigs/google.com",
            ])
            let google = try await server.request("GET", base + "/google.com", credential: .bearer())
            #expect(google["enabled"] == true)
            #expect(google["clientId"] == "g-1")
            let github = try await server.post(
                base + "?idpId=github.com", ["enabled": true, "clientId": "gh-id", "clientSecret": "gh-secret"],
                credential: .bearer())
            #expect(github.status == 200, "\(github.text)")
            let disabled = try await server.request(
                "PATCH", base + "/google.com?updateMask=enabled", json: ["enabled": false], credential: .bearer())
            #expect(disabled.status == 200, "\(disabled.text)")
            #expect(disabled["clientId"] == "g-1")
            let configs = server.server.context.providerConfigs
            #expect(try configs.defaultSupportedIdpConfig(tenant: nil, providerId: "google.com") == nil)
            #expect(try configs.defaultSupportedIdpConfig(tenant: nil, providerId: "github.com")?.clientSecret == "gh-secret")
            #expect(try configs.enabledProviderIds(tenant: nil) == ["apple.com", "github.com"])
            let page = try await server.request("GET", base + "?pageSize=2", credential: .bearer())
            #expect(page["defaultSupportedIdpConfigs"]?.arrayValue?.count == 2)
            #expect(page["nextPageToken"] == "github.com")
            // Deleting the stored entry brings the flags' one back.
            _ = try await server.request("DELETE", base + "/google.com", credential: .bearer())
            #expect(try configs.defaultSupportedIdpConfig(tenant: nil, providerId: "google.com")?.clientId == "g-1")
            let idps = try await server.request("GET", "/identitytoolkit.googleapis.com/v2/defaultSupportedIdps")
            #expect(idps["defaultSupportedIdps"]?.arrayValue?.contains(["idpId": "github.com", "description": "GitHub"]) == true)
        }
    }
}
