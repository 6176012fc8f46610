import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// Request bodies are decoded against their endpoint's schema: a value of the wrong type is
/// 400 `INVALID_ARGUMENT : Invalid value at '<field>' (<TYPE>)` and nothing is created or changed.
@Suite struct RequestSchemaTests {
    func accountCount(_ server: TestServer) async throws -> Int {
        let page = try await server.request(
            "GET",
            "/identitytoolkit.googleapis.com/v1/projects/sesame-local/accounts:batchGet?maxResults=100",
            credential: .bearer())
        return page.json["users"]?.arrayValue?.count ?? 0
    }

    @Test func objectsForTheEmailAndPasswordAreRefusedAndCreateNothing() async throws {
        try await TestServer.with { server in
            let reply = try await server.accounts("signUp", ["email": ["a": 1], "password": ["b": 2]])
            #expect(reply.status == 400)
            #expect(reply.errorMessage == "INVALID_ARGUMENT : Invalid value at 'email' (TYPE_STRING)")
            #expect(reply.json["error"]?["status"] == "INVALID_ARGUMENT")
            let second = try await server.accounts("signUp", ["email": .null, "password": ["b": 2]])
            #expect(second.status == 400)
            #expect(second.errorMessage == "INVALID_ARGUMENT : Invalid value at 'password' (TYPE_STRING)")
            #expect(try await accountCount(server) == 0)
        }
    }

    @Test func wrongTypesAreRefusedOnTheLegacyPathsToo() async throws {
        try await TestServer.with { server in
            let reply = try await server.post(
                "/www.googleapis.com/identitytoolkit/v3/relyingparty/signupNewUser",
                ["email": "v3@example.com", "password": "secret-1", "returnSecureToken": ["x"]])
            #expect(
                reply.errorMessage == "INVALID_ARGUMENT : Invalid value at 'return_secure_token' (TYPE_BOOL)")
            #expect(try await accountCount(server) == 0)
        }
    }

    @Test func anUpdateWithAWrongTypeChangesNothing() async throws {
        try await TestServer.with { server in
            let signUp = try await server.signUp("typed@example.com")
            let token = try #require(signUp.string("idToken"))
            let reply = try await server.accounts(
                "update", ["idToken": .string(token), "displayName": "New", "deleteAttribute": ["NICKNAME"]])
            #expect(reply.status == 400)
            #expect(
                reply.errorMessage?.hasPrefix("INVALID_ARGUMENT : Invalid value at 'delete_attribute") == true
            )
            let lookup = try await server.accounts("lookup", ["idToken": .string(token)])
            #expect(lookup.json["users"]?.arrayValue?.first?["displayName"] == nil)
        }
    }
}

/// Driven by the endpoint schemas themselves: every typed request field of every end-user operation
/// refuses a value of the wrong type with its own name and type, and every success answer the suite
/// gets matches the operation's response schema.
@Suite struct EndpointSchemaConformanceTests {
    /// A value no field of `type` accepts.
    static func wrongValue(for type: FieldType) -> JSON? {
        switch type {
        case .string, .enumeration, .int64, .int32, .number: ["not": "a scalar"]
        case .bool: "maybe"
        case .array(let element): wrongValue(for: element).map { [$0] }
        case .object: "not an object"
        case .anyObject: 5
        }
    }

    static func expectedPath(_ name: String, _ type: FieldType) -> String {
        let proto = ObjectSchema.protoName(name)
        if case .array = type { return proto + "[0]" }
        return proto
    }

    @Test func everyTypedFieldRefusesAWrongValue() async throws {
        try await TestServer.with { server in
            var checked = 0
            for (endpoint, _, schema, _) in RouteTable.endUser {
                let request = try #require(schema.request)
                for field in request.fields {
                    guard let wrong = Self.wrongValue(for: field.type) else { continue }
                    let reply = try await server.post(endpoint.path(.v1), [field.name: wrong])
                    let path = Self.expectedPath(field.name, field.type)
                    let type = field.type.protoTypeName
                    #expect(reply.status == 400, "\(endpoint) \(field.name)")
                    #expect(
                        reply.errorMessage == "INVALID_ARGUMENT : Invalid value at '\(path)' (\(type))",
                        "\(endpoint) \(field.name)")
                    checked += 1
                }
            }
            #expect(checked > 90, "the schemas name the typed fields")
            let page = try await server.request(
                "GET", "/identitytoolkit.googleapis.com/v1/projects/sesame-local/accounts:batchGet",
                credential: .bearer())
            #expect(page.json["users"]?.arrayValue?.isEmpty ?? true, "a refused request created an account")
        }
    }

    /// Types through the decoding check itself; required members by name.
    func expectConforms(_ reply: TestServer.Reply, _ schema: OperationSchema) throws {
        #expect(reply.status == 200)
        let response = try #require(schema.response)
        let object = try #require(reply.json.objectValue)
        try response.validate(object)
        for field in response.fields where field.isRequired {
            #expect(object[field.name] != nil, "\(response.name).\(field.name)")
        }
    }

    @Test func successAnswersMatchTheirResponseSchemas() async throws {
        try await TestServer.with { server in
            try expectConforms(try await server.signUp("schema@example.com"), EndpointSchemas.signUp)
            let signIn = try await server.signIn("schema@example.com")
            try expectConforms(signIn, EndpointSchemas.signInWithPassword)
            let token = try #require(signIn.string("idToken"))
            try expectConforms(
                try await server.accounts("lookup", ["idToken": .string(token)]), EndpointSchemas.lookup)
            try expectConforms(
                try await server.accounts("update", ["idToken": .string(token), "displayName": "S"]),
                EndpointSchemas.update)
            try expectConforms(
                try await server.refresh(try #require(signIn.string("refreshToken"))), EndpointSchemas.token)
            try expectConforms(
                try await server.admin(":lookup", ["email": ["schema@example.com"]]), EndpointSchemas.lookup)
            try expectConforms(
                try await server.accounts(
                    "createAuthUri", ["identifier": "schema@example.com", "continueUri": "http://localhost/"]),
                EndpointSchemas.createAuthUri)
            try expectConforms(
                try await server.accounts(
                    "sendOobCode", ["requestType": "PASSWORD_RESET", "email": "schema@example.com"]),
                EndpointSchemas.sendOobCode)
            try expectConforms(
                try await server.request("GET", "/readyz", credential: .none), EndpointSchemas.readiness)
        }
    }
}
