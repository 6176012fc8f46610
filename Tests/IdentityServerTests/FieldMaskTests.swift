import AuthCrypto
@testable import IdentityServer
import Testing

/// `updateMask` parsing and the path copy both the tenant and the project config resources use.
@Suite struct FieldMaskTests {
    @Test func pathsAreSplitTrimmedAndCamelCased() throws {
        let mask = try #require(FieldMask(" sign_in.allow_duplicate_emails , mfa,blockingFunctions.triggers.beforeCreate"))
        #expect(mask.paths == [["signIn", "allowDuplicateEmails"], ["mfa"], ["blockingFunctions", "triggers", "beforeCreate"]])
        #expect(FieldMask(nil) == nil)
        #expect(FieldMask("") == nil)
        #expect(FieldMask(" , ") == nil)
    }

    @Test func setMakesAndReplacesObjectsOnThePathAndNilRemoves() {
        var value: JSON = ["a": ["keep": 1, "b": "not an object"]]
        value.set("x", at: ["a", "b", "c"])
        #expect(value == ["a": ["keep": 1, "b": ["c": "x"]]])
        #expect(value.value(at: ["a", "b", "c"]) == "x")
        #expect(value.value(at: ["a", "missing", "c"]) == nil)
        value.set(nil, at: ["a", "keep"])
        #expect(value == ["a": ["b": ["c": "x"]]])
    }

    @Test func aPathIntoAScalarOrAListReachesNothing() {
        let target: JSON = ["name": "x", "mfa": ["providers": ["A"], "inner": ["k": 1]]]
        #expect(FieldMask.reaches(["mfa", "inner", "k"], in: target))
        #expect(FieldMask.reaches(["mfa", "new", "deeper"], in: target))
        #expect(FieldMask.reaches(["name"], in: target))
        #expect(!FieldMask.reaches(["name", "0"], in: target))
        #expect(!FieldMask.reaches(["mfa", "providers", "x"], in: target))
    }
}
