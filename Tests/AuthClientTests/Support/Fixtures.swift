import AuthModel
import Foundation
import RxCore
import Synchronization

@testable import AuthClient

/// Canned Firebase-shaped answers and a client wired to a stub server.
enum Fixtures {
    static let apiKey = "test-api-key"
    static let uid = "uid-1"
    static let email = "kim@example.com"
    static let password = "correct horse"

    /// An unsigned (emulator-style) ID token for `uid` expiring at `exp`.
    static func idToken(_ name: String, uid: String = uid, exp: Int64 = 1_800_003_600) -> String {
        let header = Base64URL.encode(Array(#"{"alg":"none","typ":"JWT"}"#.utf8))
        let payload = Base64URL.encode(
            Array(
                #"{"sub":"\#(uid)","user_id":"\#(uid)","exp":\#(exp),"iat":1800000000,"n":"\#(name)"}"#.utf8))
        return "\(header).\(payload)."
    }

    static let idToken1 = idToken("1")
    static let idToken2 = idToken("2")
    static let idToken3 = idToken("3")

    /// `accounts:signUp` / `signInWithPassword` / `signInWithIdp` success with the given tokens.
    static func tokens(
        kind: String = "identitytoolkit#SignupNewUserResponse", idToken: String = idToken1,
        refreshToken: String = "refresh-1", expiresIn: String = "3600"
    ) -> StubResponse {
        .json(
            """
            {"kind":"\(kind)","localId":"\(uid)","email":"\(email)","idToken":"\(idToken)",
             "refreshToken":"\(refreshToken)","expiresIn":"\(expiresIn)"}
            """)
    }

    /// `securetoken …/v1/token` success.
    static func refreshed(idToken: String = idToken2, refreshToken: String = "refresh-2") -> StubResponse {
        .json(
            """
            {"access_token":"\(idToken)","expires_in":"3600","token_type":"Bearer",
             "refresh_token":"\(refreshToken)","id_token":"\(idToken)","user_id":"\(uid)",
             "project_id":"12345"}
            """)
    }

    /// `accounts:lookup` success for a password user (plus `extraProviders`).
    static func lookup(
        displayName: String? = "Kim", emailVerified: Bool = false, extraProviders: [String] = []
    ) -> StubResponse {
        let providers = (["password"] + extraProviders).map { provider in
            #"{"providerId":"\#(provider)","rawId":"raw-\#(provider)","federatedId":"fed-\#(provider)"}"#
        }
        let name = displayName.map { #""displayName":"\#($0)","# } ?? ""
        return .json(
            """
            {"kind":"identitytoolkit#GetAccountInfoResponse","users":[{"localId":"\(uid)",
             "email":"\(email)","emailVerified":\(emailVerified),\(name)
             "photoUrl":"https://example.com/kim.png",
             "providerUserInfo":[\(providers.joined(separator: ","))],
             "passwordHash":"UkVEQUNURUQ=","passwordUpdatedAt":1700000000000,
             "validSince":"1700000000","createdAt":"1700000000000","lastLoginAt":"1800000000000"}]}
            """)
    }

    /// `accounts:lookup` success for an anonymous user.
    static let anonymousLookup = StubResponse.json(
        """
        {"kind":"identitytoolkit#GetAccountInfoResponse","users":[{"localId":"\(uid)",
         "createdAt":"1700000000000","lastLoginAt":"1800000000000"}]}
        """)

    /// The user ``lookup(displayName:emailVerified:extraProviders:)`` describes.
    static func user(
        displayName: String? = "Kim", emailVerified: Bool = false, extraProviders: [String] = []
    ) -> AuthUser {
        AuthUser(
            uid: uid, email: email, isEmailVerified: emailVerified, displayName: displayName,
            photoURL: URL(string: "https://example.com/kim.png"), providerIDs: ["password"] + extraProviders,
            isAnonymous: false, createdAt: Date(timeIntervalSince1970: 1_700_000_000),
            lastSignInAt: Date(timeIntervalSince1970: 1_800_000_000))
    }

    static func configuration(_ server: StubServer, timeout: TimeInterval = 15) -> AuthClientConfiguration {
        AuthClientConfiguration(layout: .sesame(server.baseURL), apiKey: apiKey, requestTimeout: timeout)
    }
}

/// A live client talking to a fresh stub server, with its store and clock.
struct Harness: Sendable {
    let server = StubServer()
    let store: any KeyValueStore
    let clock = TestClock()
    let issues = IssueLog()
    let client: AuthClient

    init(store: any KeyValueStore = InMemoryKeyValueStore()) {
        self.store = store
        client = AuthClient.live(
            configuration: Fixtures.configuration(server), store: store, clock: clock.closure,
            urlSession: server.urlSession, reportIssue: issues.record)
    }

    /// Signs in with e-mail and password (tokens `idToken1`/`refresh-1`, expiring in an hour).
    @discardableResult
    func signIn() async throws -> AuthUser {
        server.respond(
            to: .signInWithPassword, with: Fixtures.tokens(kind: "identitytoolkit#VerifyPasswordResponse"))
        server.respond(to: .lookup, with: Fixtures.lookup())
        return try await value(client.signIn(email: Fixtures.email, password: Fixtures.password))
    }

    /// The session remembered in the store.
    var storedSession: AuthSession? {
        get throws { try Stored<AuthSession?>(key: "session", default: nil, store: store).load() }
    }
}

/// Collects store problems a client reports.
final class IssueLog: Sendable {
    private let entries = Mutex<[KeyValueStoreError]>([])

    var all: [KeyValueStoreError] { entries.withLock { $0 } }

    var record: @Sendable (KeyValueStoreError) -> Void {
        { issue in self.entries.withLock { $0.append(issue) } }
    }
}
