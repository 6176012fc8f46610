import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// Tenants over loopback: Identity Platform's v2 tenant management, then end-user and admin calls
/// scoped by `tenantId` and by the `v1/projects/{p}/tenants/{t}` admin paths.
@Suite struct TenantTests {
    static let tenants = "/identitytoolkit.googleapis.com/v2/projects/sesame-local/tenants"
    static let v1Project = "/identitytoolkit.googleapis.com/v1/projects/sesame-local"

    static func create(_ server: TestServer, _ body: JSON) async throws -> String {
        let reply = try await server.post(tenants, body, credential: .bearer())
        #expect(reply.status == 200, "\(reply.text)")
        let name = try #require(reply.string("name"))
        return String(name.split(separator: "/").last ?? "")
    }

    static func signUp(_ server: TestServer, _ email: String, tenant: String?) async throws
        -> TestServer.Reply
    {
        var body: [String: JSON] = [
            "email": .string(email), "password": "secret-1", "returnSecureToken": true,
        ]
        if let tenant { body["tenantId"] = .string(tenant) }
        return try await server.accounts("signUp", .object(body))
    }

    @Test func tenantManagementRoundTripWithFirebasesDefaultsAndErrors() async throws {
        try await TestServer.with { server in
            let created = try await server.post(
                Self.tenants, ["displayName": "Acme-Corp"], credential: .bearer())
            #expect(created.status == 200, "\(created.text)")
            let name = try #require(created.string("name"))
            #expect(name.hasPrefix("projects/sesame-local/tenants/acme-corp-"))
            let id = String(name.split(separator: "/").last!)
            // Firebase's defaults: everything off unless set.
            #expect(created["displayName"] == "Acme-Corp")
            #expect(created["allowPasswordSignup"] == false)
            #expect(created["enableEmailLinkSignin"] == false)
            #expect(created["disableAuth"] == false)
            #expect(created["enableAnonymousUser"] == false)
            #expect(created["mfaConfig"]?["state"] == "DISABLED")
            let fetched = try await server.request("GET", "\(Self.tenants)/\(id)", credential: .bearer())
            #expect(fetched.json == created.json)
            // updateMask names what changes; a named field absent from the body goes back to its default.
            let patched = try await server.request(
                "PATCH",
                "\(Self.tenants)/\(id)?updateMask=allowPasswordSignup,testPhoneNumbers,mfaConfig.state",
                json: [
                    "allowPasswordSignup": true, "enableAnonymousUser": true,
                    "testPhoneNumbers": ["+15555550100": "123456"], "mfaConfig": ["state": "ENABLED"],
                ], credential: .bearer())
            #expect(patched.status == 200, "\(patched.text)")
            #expect(patched["allowPasswordSignup"] == true)
            #expect(patched["enableAnonymousUser"] == false)
            #expect(patched["testPhoneNumbers"] == ["+15555550100": "123456"])
            #expect(patched["mfaConfig"]?["state"] == "ENABLED")
            #expect(patched["displayName"] == "Acme-Corp")
            // A mask path into a scalar or a list changes nothing.
            let ignored = try await server.request(
                "PATCH", "\(Self.tenants)/\(id)?updateMask=displayName.0,mfaConfig.state.x",
                json: ["displayName": "Unused-Name", "mfaConfig": ["state": "DISABLED"]], credential: .bearer())
            #expect(ignored.status == 200)
            #expect(ignored["displayName"] == "Acme-Corp")
            #expect(ignored["mfaConfig"]?["state"] == "ENABLED")
            // Without a mask every field given changes.
            let renamed = try await server.request(
                "PATCH", "\(Self.tenants)/\(id)", json: ["displayName": "Renamed"], credential: .bearer())
            #expect(renamed["displayName"] == "Renamed")
            #expect(renamed["allowPasswordSignup"] == true)
            // Paging in id order.
            let second = try await Self.create(server, ["displayName": "Beta-Co"])
            let third = try await Self.create(server, ["displayName": "Gamma-Co"])
            let page = try await server.request("GET", "\(Self.tenants)?pageSize=2", credential: .bearer())
            let ids = [id, second, third].sorted()
            #expect(
                page["tenants"]?.arrayValue?.compactMap {
                    $0["name"]?.stringValue?.split(separator: "/").last.map(String.init)
                } == Array(ids.prefix(2)))
            let token = try #require(page.string("nextPageToken"))
            let rest = try await server.request(
                "GET", "\(Self.tenants)?pageSize=2&pageToken=\(token)", credential: .bearer())
            #expect(rest["tenants"]?.arrayValue?.count == 1)
            #expect(rest["nextPageToken"] == nil)
            // Errors.
            #expect(
                try await server.request("GET", "\(Self.tenants)/no-such-tenant", credential: .bearer())
                    .errorMessage == "TENANT_NOT_FOUND")
            #expect(
                try await server.request("GET", "\(Self.tenants)/bad%20id", credential: .bearer())
                    .errorMessage
                    == "INVALID_TENANT_ID")
            let badName = try await server.post(Self.tenants, ["displayName": "1x"], credential: .bearer())
            #expect(badName.status == 400)
            #expect(badName.errorMessage?.hasPrefix("INVALID_ARGUMENT : displayName") == true)
            let unknown = try await server.request(
                "PATCH", "\(Self.tenants)/\(id)", json: ["colour": "blue"], credential: .bearer())
            #expect(unknown.status == 400)
            let badNumbers = try await server.request(
                "PATCH", "\(Self.tenants)/\(id)", json: ["testPhoneNumbers": ["12": "1"]],
                credential: .bearer())
            #expect(badNumbers.status == 400)
            // Admin only.
            #expect(try await server.request("GET", Self.tenants).status == 400)
            #expect(try await server.request("GET", Self.tenants, credential: .bearer("wrong")).status == 401)
            // Delete.
            let deleted = try await server.request("DELETE", "\(Self.tenants)/\(id)", credential: .bearer())
            #expect(deleted.status == 200)
            #expect(deleted.json == [:])
            #expect(
                try await server.request("DELETE", "\(Self.tenants)/\(id)", credential: .bearer())
                    .errorMessage
                    == "TENANT_NOT_FOUND")
        }
    }

    @Test func oneAddressOncePerTenantAndTokensCarryAndKeepTheirTenant() async throws {
        try await TestServer.with { server in
            let a = try await Self.create(server, ["displayName": "Tenant-A", "allowPasswordSignup": true])
            let b = try await Self.create(server, ["displayName": "Tenant-B", "allowPasswordSignup": true])
            let inA = try await Self.signUp(server, "ada@example.com", tenant: a)
            #expect(inA.status == 200, "\(inA.text)")
            #expect(
                try await Self.signUp(server, "ada@example.com", tenant: a).errorMessage == "EMAIL_EXISTS")
            let inB = try await Self.signUp(server, "ada@example.com", tenant: b)
            #expect(inB.status == 200)
            let inProject = try await Self.signUp(server, "ada@example.com", tenant: nil)
            #expect(inProject.status == 200)
            #expect(
                Set([inA.string("localId"), inB.string("localId"), inProject.string("localId")]).count == 3)
            let tokenA = try #require(inA.string("idToken"))
            #expect(try TokenInspection.payload(of: tokenA)["firebase"]?["tenant"] == .string(a))
            #expect(
                try TokenInspection.payload(of: try #require(inProject.string("idToken")))["firebase"]?[
                    "tenant"]
                    == nil)
            // Sign-in finds the tenant's account; the same password elsewhere is another account.
            let signedIn = try await server.accounts(
                "signInWithPassword",
                [
                    "email": "ada@example.com", "password": "secret-1", "tenantId": .string(b),
                    "returnSecureToken": true,
                ])
            #expect(signedIn.string("localId") == inB.string("localId"))
            // A token is checked against the request's tenant.
            let lookup = try await server.accounts(
                "lookup", ["idToken": .string(tokenA), "tenantId": .string(a)])
            #expect(lookup["users"]?.arrayValue?.first?["tenantId"] == .string(a))
            #expect(
                try await server.accounts("lookup", ["idToken": .string(tokenA), "tenantId": .string(b)])
                    .errorMessage == "TENANT_ID_MISMATCH")
            // A lookup that names no tenant takes the token's, as Firebase's does (the SDKs send none).
            let unnamed = try await server.accounts("lookup", ["idToken": .string(tokenA)])
            #expect(unnamed["users"]?.arrayValue?.first?["tenantId"] == .string(a))
            #expect(
                try await server.accounts(
                    "lookup",
                    ["idToken": .string(try #require(inProject.string("idToken"))), "tenantId": .string(a)]
                ).errorMessage == "TENANT_ID_MISMATCH")
            // Refreshing keeps the tenant.
            let refreshed = try await server.refresh(try #require(inA.string("refreshToken")))
            let refreshedToken = try #require(refreshed.string("id_token"))
            #expect(try TokenInspection.payload(of: refreshedToken)["firebase"]?["tenant"] == .string(a))
            // An unknown tenant is refused.
            #expect(
                try await Self.signUp(server, "bob@example.com", tenant: "nope-12345").errorMessage
                    == "TENANT_NOT_FOUND")
            #expect(
                try await Self.signUp(server, "bob@example.com", tenant: "bad/id").errorMessage
                    == "INVALID_TENANT_ID")
        }
    }

    @Test func aTenantsSwitchesAreEnforcedWithFirebasesCodes() async throws {
        try await TestServer.with { server in
            let closed = try await Self.create(server, ["displayName": "Closed"])
            #expect(
                try await Self.signUp(server, "ada@example.com", tenant: closed).errorMessage
                    == "OPERATION_NOT_ALLOWED")
            #expect(
                try await server.accounts("signUp", ["tenantId": .string(closed)]).errorMessage
                    == "ADMIN_ONLY_OPERATION")
            // An admin may still create the tenant's accounts; their password sign-in stays refused.
            let created = try await server.post(
                "\(Self.v1Project)/tenants/\(closed)/accounts",
                ["email": "ada@example.com", "password": "secret-1"], credential: .bearer())
            #expect(created.status == 200, "\(created.text)")
            #expect(
                try await server.accounts(
                    "signInWithPassword",
                    ["email": "ada@example.com", "password": "secret-1", "tenantId": .string(closed)]
                ).errorMessage == "PASSWORD_LOGIN_DISABLED")
            #expect(
                try await server.accounts(
                    "sendOobCode",
                    [
                        "requestType": "EMAIL_SIGNIN", "email": "ada@example.com",
                        "tenantId": .string(closed),
                        "continueUrl": "http://localhost/done",
                    ]
                ).errorMessage == "OPERATION_NOT_ALLOWED")
            let open = try await Self.create(server, ["displayName": "Open", "enableAnonymousUser": true])
            let anonymous = try await server.accounts("signUp", ["tenantId": .string(open)])
            #expect(anonymous.status == 200, "\(anonymous.text)")
            #expect(
                try TokenInspection.payload(of: try #require(anonymous.string("idToken")))["firebase"]?[
                    "tenant"]
                    == .string(open))
            // disableAuth refuses every operation of the tenant.
            _ = try await server.request(
                "PATCH", "\(Self.tenants)/\(open)?updateMask=disableAuth", json: ["disableAuth": true],
                credential: .bearer())
            #expect(
                try await server.accounts("signUp", ["tenantId": .string(open)]).errorMessage
                    == "PROJECT_DISABLED")
        }
    }

    @Test func theTenantAdminPathsActInTheirTenantOnly() async throws {
        try await TestServer.with { server in
            let a = try await Self.create(server, ["displayName": "Tenant-A", "allowPasswordSignup": true])
            let b = try await Self.create(server, ["displayName": "Tenant-B", "allowPasswordSignup": true])
            let base = "\(Self.v1Project)/tenants/\(a)"
            let created = try await server.post(
                "\(base)/accounts", ["email": "ada@example.com", "localId": "ada-a"], credential: .bearer())
            #expect(created.status == 200, "\(created.text)")
            _ = try await server.post(
                "\(Self.v1Project)/tenants/\(b)/accounts", ["email": "ada@example.com", "localId": "ada-b"],
                credential: .bearer())
            let found = try await server.post(
                "\(base)/accounts:lookup", ["email": ["ada@example.com"]], credential: .bearer())
            #expect(found["users"]?.arrayValue?.map { $0["localId"] } == ["ada-a"])
            #expect(found["users"]?.arrayValue?.first?["tenantId"] == .string(a))
            // Another tenant's account is not found through this tenant.
            let other = try await server.post(
                "\(base)/accounts:lookup", ["localId": ["ada-b"]], credential: .bearer())
            #expect(other["users"] == nil)
            #expect(
                try await server.post(
                    "\(base)/accounts:update", ["localId": "ada-b", "displayName": "x"], credential: .bearer()
                ).errorMessage == "USER_NOT_FOUND")
            #expect(
                try await server.post("\(base)/accounts:delete", ["localId": "ada-b"], credential: .bearer())
                    .errorMessage == "USER_NOT_FOUND")
            let listed = try await server.request("GET", "\(base)/accounts:batchGet", credential: .bearer())
            #expect(listed["users"]?.arrayValue?.map { $0["localId"] } == ["ada-a"])
            // A body naming another tenant than the path is a mismatch.
            #expect(
                try await server.post(
                    "\(base)/accounts:lookup", ["localId": ["ada-a"], "tenantId": .string(b)],
                    credential: .bearer()
                ).errorMessage == "TENANT_ID_MISMATCH")
            // A reset link of tenant A is not redeemable without it.
            let link = try await server.post(
                "\(base)/accounts:sendOobCode",
                ["requestType": "PASSWORD_RESET", "email": "ada@example.com", "returnOobLink": true],
                credential: .bearer())
            let code = try #require(link.string("oobCode"))
            #expect(try #require(link.string("oobLink")).contains("tenantId=\(a)"))
            #expect(
                try await server.accounts(
                    "resetPassword", ["oobCode": .string(code), "newPassword": "secret-2"]
                )
                .errorMessage == "INVALID_OOB_CODE")
            let reset = try await server.accounts(
                "resetPassword",
                ["oobCode": .string(code), "newPassword": "secret-2", "tenantId": .string(a)])
            #expect(reset.status == 200, "\(reset.text)")
            // Deleting the tenant deletes its accounts, not the other tenant's.
            _ = try await server.request("DELETE", "\(Self.tenants)/\(a)", credential: .bearer())
            #expect(try server.server.context.store.account(localId: "ada-a") == nil)
            #expect(try server.server.context.store.account(localId: "ada-b") != nil)
        }
    }

    @Test func customTokensOfATenantSignInThereOnly() async throws {
        try await TestServer.with { server in
            let a = try await Self.create(server, ["displayName": "Tenant-A"])
            let account = try await TestServiceAccount.register(server)
            let token = try account.token(server, uid: "cu-1", ["tenant_id": .string(a)])
            let signedIn = try await server.accounts(
                "signInWithCustomToken",
                ["token": .string(token), "tenantId": .string(a), "returnSecureToken": true])
            #expect(signedIn.status == 200, "\(signedIn.text)")
            #expect(
                try TokenInspection.payload(of: try #require(signedIn.string("idToken")))["firebase"]?[
                    "tenant"]
                    == .string(a))
            #expect(
                try await server.accounts("signInWithCustomToken", ["token": .string(token)]).errorMessage
                    == "TENANT_ID_MISMATCH")
            let projectToken = try account.token(server, uid: "cu-1")
            #expect(
                try await server.accounts(
                    "signInWithCustomToken", ["token": .string(projectToken), "tenantId": .string(a)]
                ).errorMessage == "TENANT_ID_MISMATCH")
            // The uid is the tenant's now: the project's space cannot take it.
            #expect(
                try await server.accounts("signInWithCustomToken", ["token": .string(projectToken)])
                    .errorMessage
                    == "TENANT_ID_MISMATCH")
        }
    }

    @Test func theEmulatorsListingsAndWipeAreTheTenants() async throws {
        try await TestServer.with(configure: { $0.emulator = true }) { server in
            let a = try await Self.create(server, ["displayName": "Tenant-A", "allowPasswordSignup": true])
            _ = try await Self.signUp(server, "ada@example.com", tenant: a)
            _ = try await Self.signUp(server, "ada@example.com", tenant: nil)
            for tenant in [a, nil] {
                var body: [String: JSON] = ["requestType": "PASSWORD_RESET", "email": "ada@example.com"]
                if let tenant { body["tenantId"] = .string(tenant) }
                #expect(try await server.accounts("sendOobCode", .object(body)).status == 200)
            }
            let emulator = "/emulator/v1/projects/sesame-local"
            let tenantCodes = try await server.request("GET", "\(emulator)/tenants/\(a)/oobCodes")
            let projectCodes = try await server.request("GET", "\(emulator)/oobCodes")
            #expect(tenantCodes["oobCodes"]?.arrayValue?.count == 1)
            #expect(projectCodes["oobCodes"]?.arrayValue?.count == 1)
            let link = try #require(tenantCodes["oobCodes"]?.arrayValue?.first?["oobLink"]?.stringValue)
            #expect(link.contains("tenantId=\(a)"))
            let projectLink = try #require(
                projectCodes["oobCodes"]?.arrayValue?.first?["oobLink"]?.stringValue)
            #expect(projectLink.contains("tenantId") == false)
            // As in Firebase's emulator, a tenant named but missing is made, with every method enabled.
            let made = try await server.request("GET", "\(emulator)/tenants/no-such-one/oobCodes")
            #expect(made.status == 200 && made["oobCodes"] == [])
            let resource = try await server.request(
                "GET", "\(Self.tenants)/no-such-one", credential: .bearer("owner"))
            #expect(resource["tenantId"] == "no-such-one")
            #expect(resource["allowPasswordSignup"] == true && resource["enableAnonymousUser"] == true)
            #expect(resource["mfaConfig"] == ["state": "ENABLED", "enabledProviders": ["PHONE_SMS"]])
            // Wiping the tenant leaves the project's account.
            #expect(try await server.request("DELETE", "\(emulator)/tenants/\(a)/accounts").status == 200)
            #expect(try server.server.context.store.countAccounts(tenantId: a) == 0)
            #expect(try server.server.context.store.countAccounts(tenantId: nil) == 1)
        }
    }

    /// A tenant's mailed reset link opens the action page, whose form resets the tenant's password
    /// (the page passes the link's `tenantId` on), not the same address's in the project.
    @Test func aTenantsResetLinkWorksOnTheActionPage() async throws {
        try await TestServer.with { server in
            let a = try await Self.create(server, ["displayName": "Tenant-A", "allowPasswordSignup": true])
            _ = try await Self.signUp(server, "page@example.com", tenant: a)
            _ = try await Self.signUp(server, "page@example.com", tenant: nil)
            let link = try #require(
                try await server.post(
                    "\(Self.v1Project)/tenants/\(a)/accounts:sendOobCode",
                    ["requestType": "PASSWORD_RESET", "email": "page@example.com", "returnOobLink": true],
                    credential: .bearer()
                ).string("oobLink"))
            let browser = PageClient(base: server.base)
            let form = try await browser.get(String(link.dropFirst(server.base.count)))
            #expect(form.status == 200, "\(form.body)")
            #expect(form.field("tenantId") == a)
            let fields =
                ActionPageTests.resetForm(form, password: "new-secret-2", confirmation: "new-secret-2")
                + [("tenantId", form.field("tenantId") ?? "")]
            let done = try await browser.post("/__/auth/action", fields)
            #expect(done.status == 200, "\(done.body)")
            #expect(done.body.contains("Password changed"))
            let inTenant = try await server.accounts(
                "signInWithPassword",
                ["email": "page@example.com", "password": "new-secret-2", "tenantId": .string(a)])
            #expect(inTenant.status == 200, "\(inTenant.text)")
            #expect(try await server.signIn("page@example.com", "secret-1").status == 200)
        }
    }

    @Test func aTenantsTestPhoneNumbersSignInWithTheirFixedCode() async throws {
        try await TestServer.with(configure: { $0.phone.appVerifier = .acceptAll }) { server in
            let a = try await Self.create(
                server, ["displayName": "Phones", "testPhoneNumbers": ["+15555550123": "654321"]])
            let sent = try await server.accounts(
                "sendVerificationCode",
                ["phoneNumber": "+15555550123", "tenantId": .string(a), "iosReceipt": "r", "iosSecret": "s"])
            #expect(sent.status == 200, "\(sent.text)")
            let session = try #require(sent.string("sessionInfo"))
            let signedIn = try await server.accounts(
                "signInWithPhoneNumber",
                ["sessionInfo": .string(session), "code": "654321", "tenantId": .string(a)])
            #expect(signedIn.status == 200, "\(signedIn.text)")
            #expect(
                try TokenInspection.payload(of: try #require(signedIn.string("idToken")))["firebase"]?[
                    "tenant"]
                    == .string(a))
            // The session is the tenant's: redeemed without it, it is unknown.
            let again = try await server.accounts(
                "sendVerificationCode",
                ["phoneNumber": "+15555550123", "tenantId": .string(a), "iosReceipt": "r", "iosSecret": "s"])
            let outside = try await server.accounts(
                "signInWithPhoneNumber", ["sessionInfo": again["sessionInfo"]!, "code": "654321"])
            #expect(outside.errorMessage == "INVALID_SESSION_INFO")
            // Without the tenant the number is no test number (this server sends no SMS).
            #expect(
                try await server.accounts(
                    "sendVerificationCode",
                    ["phoneNumber": "+15555550123", "iosReceipt": "r", "iosSecret": "s"]
                ).status == 400)
        }
    }
}

/// A tenant's `mfaConfig` decides which second factors its users may enrol and sign in with, before
/// anything else of the request is looked at.
@Suite struct TenantSecondFactorTests {
    static let v2 = "/identitytoolkit.googleapis.com/v2/accounts/"

    @Test func aTenantsMFAConfigAllowsOrRefusesEachKindOfFactor() async throws {
        try await TestServer.with { server throws in
            let off = try await TenantTests.create(server, ["displayName": "Off-Co", "mfaConfig": ["state": "DISABLED"]])
            let sms = try await TenantTests.create(
                server, ["displayName": "Sms-Co", "mfaConfig": ["state": "ENABLED", "enabledProviders": ["PHONE_SMS"]]])
            let totp = try await TenantTests.create(
                server,
                [
                    "displayName": "Totp-Co",
                    "mfaConfig": [
                        "state": "ENABLED",
                        "providerConfigs": [["state": "ENABLED", "totpProviderConfig": ["adjacentIntervals": 5]]],
                    ],
                ])
            func call(_ operation: String, _ tenant: String, _ extra: [String: JSON] = [:]) async throws -> String? {
                var body = extra
                body["tenantId"] = .string(tenant)
                return try await server.post(Self.v2 + operation, .object(body)).errorMessage
            }
            let refusedSMS = "OPERATION_NOT_ALLOWED : SMS based MFA not enabled."
            let refusedTOTP = "OPERATION_NOT_ALLOWED : TOTP based MFA not enabled."
            for operation in ["mfaEnrollment:start", "mfaEnrollment:finalize", "mfaSignIn:start", "mfaSignIn:finalize"] {
                #expect(try await call(operation, off) == refusedSMS, "\(operation)")
                #expect(try await call(operation, totp) == refusedSMS, "\(operation)")
                // Allowed: the request's own fields are checked next.
                #expect(try await call(operation, sms) != refusedSMS, "\(operation)")
            }
            #expect(try await call("mfaEnrollment:start", sms, ["totpEnrollmentInfo": [:]]) == refusedTOTP)
            #expect(try await call("mfaEnrollment:start", totp, ["totpEnrollmentInfo": [:]]) == "MISSING_ID_TOKEN")
            #expect(try await call("mfaSignIn:finalize", sms, ["totpVerificationInfo": [:]]) == refusedTOTP)
        }
    }
}
