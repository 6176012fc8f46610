import HTTPServer
import Testing

@Suite struct RouterTests {
    private func router() -> Router {
        var router = Router()
        router.add(.get, "/health", inline: { _ in .text("ok") })
        router.add(
            .post, "/identitytoolkit.googleapis.com/v1/accounts:signUp", inline: { _ in .text("signUp") })
        router.add(
            .post, "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword",
            inline: { _ in .text("signIn") })
        router.add(
            .get, "/identitytoolkit.googleapis.com/v1/projects/{projectId}/accounts:batchGet",
            inline: { _ in .text("batchGet") })
        router.add(.post, "/v1/projects/{projectId}:createSessionCookie", inline: { _ in .text("cookie") })
        router.add(.delete, "/emulator/v1/projects/{projectId}/accounts", inline: { _ in .text("clear") })
        return router
    }

    private func matchedRoute(_ method: HTTPMethod, _ path: String) -> (String, [String: String])? {
        guard case .matched(_, let route, let parameters) = router().resolve(method, rawPath: path) else {
            return nil
        }
        return (route.description, parameters)
    }

    @Test func literalSegmentsWithColonMatchExactly() {
        #expect(
            matchedRoute(.post, "/identitytoolkit.googleapis.com/v1/accounts:signUp")?.0
                == "/identitytoolkit.googleapis.com/v1/accounts:signUp")
        #expect(
            matchedRoute(.post, "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword")?.0
                == "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword")
        guard
            case .notFound = router().resolve(
                .post, rawPath: "/identitytoolkit.googleapis.com/v1/accounts:signOut")
        else { Issue.record("accounts:signOut must not match"); return }
        guard case .notFound = router().resolve(.post, rawPath: "/identitytoolkit.googleapis.com/v1/accounts")
        else { Issue.record("accounts must not match"); return }
    }

    @Test func parameterSegmentsCaptureDecodedValues() {
        let match = matchedRoute(
            .get, "/identitytoolkit.googleapis.com/v1/projects/demo%2Dproject/accounts:batchGet")
        #expect(match?.0 == "/identitytoolkit.googleapis.com/v1/projects/{projectId}/accounts:batchGet")
        #expect(match?.1 == ["projectId": "demo-project"])
    }

    @Test func parameterWithLiteralSuffixSplitsAtTheSuffix() {
        #expect(matchedRoute(.post, "/v1/projects/p1:createSessionCookie")?.1 == ["projectId": "p1"])
        guard case .notFound = router().resolve(.post, rawPath: "/v1/projects/:createSessionCookie") else {
            Issue.record("an empty parameter must not match"); return
        }
    }

    @Test func percentEncodedColonMatchesLiteralColon() {
        #expect(matchedRoute(.post, "/identitytoolkit.googleapis.com/v1/accounts%3AsignUp") != nil)
    }

    @Test func unknownPathIsNotFound() {
        guard case .notFound = router().resolve(.get, rawPath: "/nothing/here") else {
            Issue.record("expected notFound"); return
        }
    }

    @Test func knownPathWithOtherMethodListsAllowedMethods() {
        guard case .methodNotAllowed(let allowed) = router().resolve(.post, rawPath: "/health") else {
            Issue.record("expected methodNotAllowed"); return
        }
        #expect(allowed == [.get, .head])
        guard
            case .methodNotAllowed(let deleteOnly) = router().resolve(
                .get, rawPath: "/emulator/v1/projects/p/accounts")
        else { Issue.record("expected methodNotAllowed"); return }
        #expect(deleteOnly == [.delete])
    }

    @Test func headFallsBackToGet() {
        #expect(matchedRoute(.head, "/health")?.0 == "/health")
    }

    @Test func trailingSlashIsIgnored() {
        #expect(matchedRoute(.get, "/health/")?.0 == "/health")
    }

    @Test func firstAddedRouteWins() {
        var router = Router()
        router.add(.get, "/v1/{name}", inline: { _ in .text("parameter") })
        router.add(.get, "/v1/literal", inline: { _ in .text("literal") })
        guard case .matched(_, let route, let parameters) = router.resolve(.get, rawPath: "/v1/literal")
        else {
            Issue.record("expected a match"); return
        }
        #expect(route.description == "/v1/{name}")
        #expect(parameters == ["name": "literal"])
    }

    @Test func aRouteAddedLaterStillAnswersALiteralPathForItsMethod() {
        var router = Router()
        router.add(.get, "/v1/literal", inline: { _ in .text("literal") })
        router.add(.post, "/v1/{name}", inline: { _ in .text("parameter") })
        router.add(.get, "/v1/{name}", inline: { _ in .text("shadowed") })
        guard case .matched(_, let get, _) = router.resolve(.get, rawPath: "/v1/literal"),
            case .matched(_, let post, let parameters) = router.resolve(.post, rawPath: "/v1/literal"),
            case .matched(_, let head, _) = router.resolve(.head, rawPath: "/v1/literal"),
            case .methodNotAllowed(let allowed) = router.resolve(.delete, rawPath: "/v1/literal")
        else {
            Issue.record("expected matches for GET, POST and HEAD, 405 for DELETE"); return
        }
        #expect(get.description == "/v1/literal")
        #expect(head.description == "/v1/literal")
        #expect(post.description == "/v1/{name}")
        #expect(parameters == ["name": "literal"])
        #expect(Set(allowed) == [.get, .post, .head])
    }
}
