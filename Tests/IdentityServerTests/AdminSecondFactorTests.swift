import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// Second factors written through the admin API in the shapes firebase-admin for Node sends: `mfaInfo`
/// on `POST v1/projects/{p}/accounts`, `mfa.enrollments` on `accounts:update`; TOTP factors refused.
/// Production mode (emulator mode's leniencies are `EmulatorSecondFactorTests`).
@Suite struct AdminSecondFactorTests {
    static let v2 = "/identitytoolkit.googleapis.com/v2/accounts/"

    static func mfaInfo(_ server: TestServer, _ localId: String) async throws -> [JSON] {
        let lookup = try await server.admin(":lookup", ["localId": [.string(localId)]])
        return lookup["users"]?.arrayValue?.first?["mfaInfo"]?.arrayValue ?? []
    }

    @Test func createAndUpdateWriteSMSFactorsThatSignInNeeds() async throws {
        try await TestServer.with { server in
            // Node's createUser({multiFactor: {enrolledFactors: [{phoneNumber, displayName, factorId}]}}).
            let created = try await server.admin(
                "",
                [
                    "localId": "mfa-user", "email": "mia@example.com", "emailVerified": true,
                    "password": "secret-1",
                    "mfaInfo": [
                        ["phoneInfo": "+15555550101", "displayName": "work"],
                        ["phoneInfo": "+15555550101", "displayName": "again"],
                        [
                            "phoneInfo": "+15555550102", "mfaEnrollmentId": "given-id",
                            "enrolledAt": "2026-01-02T03:04:05.000Z",
                        ],
                    ],
                ])
            #expect(created.status == 200, "\(created.text)")
            var info = try await Self.mfaInfo(server, "mfa-user")
            #expect(info.map { $0["phoneInfo"] } == ["+15555550101", "+15555550102"])
            #expect(info[0]["displayName"] == "work")
            #expect(info[1]["mfaEnrollmentId"] == "given-id")
            #expect(info[1]["enrolledAt"] == "2026-01-02T03:04:05.000Z")
            let firstId = try #require(info[0]["mfaEnrollmentId"]?.stringValue)
            #expect(!firstId.isEmpty)

            // A password sign-in now waits for the second factor.
            let pending = try await server.signIn("mia@example.com")
            #expect(pending["idToken"] == nil)
            #expect(pending["mfaInfo"]?.arrayValue?.count == 2)

            // Node's updateUser({multiFactor: {enrolledFactors: [...]}}): the list replaces the account's.
            let updated = try await server.admin(
                ":update",
                [
                    "localId": "mfa-user",
                    "mfa": [
                        "enrollments": [["mfaEnrollmentId": .string(firstId), "phoneInfo": "+15555550103"]]
                    ],
                ])
            #expect(updated.status == 200, "\(updated.text)")
            info = try await Self.mfaInfo(server, "mfa-user")
            #expect(info.count == 1)
            #expect(info[0]["mfaEnrollmentId"] == .string(firstId))
            #expect(info[0]["phoneInfo"] == "+15555550103")
            #expect(info[0]["displayName"] == "work")

            // enrolledFactors: null → mfa: {} removes every factor; sign-in gives tokens again.
            let cleared = try await server.admin(":update", ["localId": "mfa-user", "mfa": [:]])
            #expect(cleared.status == 200, "\(cleared.text)")
            #expect(try await Self.mfaInfo(server, "mfa-user").isEmpty)
            #expect(try await server.signIn("mia@example.com")["idToken"] != nil)
        }
    }

    @Test func badFactorsAndTOTPAreRefusedAndChangeNothing() async throws {
        try await TestServer.with { server in
            func create(_ localId: String, _ entries: JSON, verified: Bool = true) async throws
                -> TestServer.Reply
            {
                try await server.admin(
                    "",
                    [
                        "localId": .string(localId), "email": .string("\(localId)@example.com"),
                        "emailVerified": .bool(verified), "mfaInfo": entries,
                    ])
            }
            #expect(
                try await create("u1", [["phoneInfo": "555"]]).errorMessage
                    == "INVALID_MFA_PHONE_NUMBER : Invalid format.")
            #expect(
                try await create("u2", [["displayName": "no number"]]).errorMessage
                    == "INVALID_MFA_PHONE_NUMBER : Invalid format.")
            let totp = try await create("u3", [["totpInfo": [:], "displayName": "app"]])
            #expect(totp.status == 400)
            #expect(
                totp.errorMessage?.hasPrefix("INVALID_ARGUMENT : TOTP second factors cannot be created")
                    == true)
            #expect(
                try await create(
                    "u4",
                    [
                        ["phoneInfo": "+15555550101", "mfaEnrollmentId": "x"],
                        ["phoneInfo": "+15555550102", "mfaEnrollmentId": "x"],
                    ]
                ).errorMessage == "DUPLICATE_MFA_ENROLLMENT_ID")
            #expect(
                try await create("u5", [["phoneInfo": "+15555550101"]], verified: false).errorMessage
                    == "UNVERIFIED_EMAIL : Need to verify email first before enrolling second factors.")
            // None of them was created.
            let found = try await server.admin(":lookup", ["localId": ["u1", "u2", "u3", "u4", "u5"]])
            #expect(found["users"] == nil)
        }
    }

    @Test func anUpdateKeepsAnEnrolledTOTPFactorItNamesButCannotAddOne() async throws {
        try await TestServer.with { server in
            let (_, totpId, _) = try await MultiFactorTests.enrolTOTP(server, "tess@example.com")
            let lookup = try await server.admin(":lookup", ["email": ["tess@example.com"]])
            let localId = try #require(lookup["users"]?.arrayValue?.first?["localId"])
            _ = try await server.admin(":update", ["localId": localId, "emailVerified": true])
            let kept = try await server.admin(
                ":update",
                [
                    "localId": localId,
                    "mfa": [
                        "enrollments": [
                            ["mfaEnrollmentId": .string(totpId), "totpInfo": [:]],
                            ["phoneInfo": "+15555550109"],
                        ]
                    ],
                ])
            #expect(kept.status == 200, "\(kept.text)")
            let info = try await Self.mfaInfo(server, try #require(localId.stringValue))
            #expect(info.count == 2)
            #expect(info[0]["mfaEnrollmentId"] == .string(totpId))
            #expect(info[0]["totpInfo"] == [:])
            #expect(info[1]["phoneInfo"] == "+15555550109")
            let added = try await server.admin(
                ":update",
                ["localId": localId, "mfa": ["enrollments": [["mfaEnrollmentId": "new", "totpInfo": [:]]]]])
            #expect(added.status == 400)
            #expect(try await Self.mfaInfo(server, try #require(localId.stringValue)).count == 2)
        }
    }
}

/// Emulator mode takes second factors as Firebase's emulator does: with an e-mail/password sign-up,
/// with new enrolment ids, and from the admin API without a verified e-mail.
@Suite struct EmulatorSecondFactorTests {
    static let factor: JSON = ["displayName": "Cell Phone", "phoneInfo": "+15555550100", "mfaEnrollmentId": "given"]

    static func factors(_ server: TestServer, _ localId: String) async throws -> [JSON] {
        let lookup = try await server.admin(":lookup", ["localId": [.string(localId)]])
        return lookup.json["users"]?.arrayValue?.first?["mfaInfo"]?.arrayValue ?? []
    }

    @Test func aSignUpBringsItsFactorsInEmulatorModeOnly() async throws {
        let body: JSON = ["email": "mfa@example.com", "password": "secret-1", "mfaInfo": [Self.factor, Self.factor]]
        try await TestServer.with(configure: { $0.emulator = true }) { server throws in
            let created = try await server.accounts("signUp", body)
            #expect(created.status == 200, "\(created.text)")
            let factors = try await Self.factors(server, try #require(created.string("localId")))
            #expect(factors.count == 1)
            #expect(factors.first?["phoneInfo"] == "+15555550100")
            #expect(factors.first?["displayName"] == "Cell Phone")
            #expect(factors.first?["mfaEnrollmentId"] != "given" && factors.first?["mfaEnrollmentId"] != nil)
            // The admin API sets factors on an account whose e-mail is not verified.
            let updated = try await server.admin(
                ":update",
                ["localId": created["localId"]!, "mfa": ["enrollments": [["phoneInfo": "+15555550101", "mfaEnrollmentId": "e2"]]]])
            #expect(updated.status == 200, "\(updated.text)")
            #expect(try await Self.factors(server, try #require(created.string("localId"))).first?["mfaEnrollmentId"] == "e2")
            // An update names each factor's id; a number twice is kept once before ids are compared.
            func update(_ enrollments: JSON) async throws -> TestServer.Reply {
                try await server.admin(":update", ["localId": created["localId"]!, "mfa": ["enrollments": enrollments]])
            }
            #expect(
                try await update([["phoneInfo": "+15555550101"]]).errorMessage
                    == "INVALID_MFA_ENROLLMENT_ID : mfaEnrollmentId must be defined.")
            let same: JSON = ["phoneInfo": "+15555550101", "mfaEnrollmentId": "e3"]
            #expect(try await update([same, same]).status == 200)
            #expect(
                try await update([same, ["phoneInfo": "+15555550102", "mfaEnrollmentId": "e3"]]).errorMessage
                    == "DUPLICATE_MFA_ENROLLMENT_ID")
        }
        try await TestServer.with { server throws in
            let created = try await server.accounts("signUp", body)
            #expect(created.status == 200)
            #expect(try await Self.factors(server, try #require(created.string("localId"))).isEmpty)
            let updated = try await server.admin(
                ":update",
                ["localId": created["localId"]!, "mfa": ["enrollments": [["phoneInfo": "+15555550101"]]]])
            #expect(updated.errorMessage == "UNVERIFIED_EMAIL : Need to verify email first before enrolling second factors.")
        }
    }
}
