import AuthCrypto
import AuthModel
import Storage

/// A `TenantRecord` as Identity Platform's `Tenant` resource, and a request body applied to one.
enum TenantResource {
    /// The switches the server enforces (`TenantRecord` columns), with Firebase's default false.
    static var switches: [(name: String, keyPath: WritableKeyPath<TenantRecord, Bool>)] {
        [
            ("allowPasswordSignup", \.allowPasswordSignup),
            ("enableEmailLinkSignin", \.enableEmailLinkSignin),
            ("disableAuth", \.disableAuth), ("enableAnonymousUser", \.enableAnonymousUser),
        ]
    }
    /// Other fields of the resource, kept as given in `TenantRecord.settings` and answered back.
    static let keptObjectFields = [
        "inheritance", "smsRegionConfig", "passwordPolicyConfig", "emailPrivacyConfig", "recaptchaConfig",
        "client", "monitoring", "blockingFunctions",
    ]
    static let keptBoolFields = ["autodeleteAnonymousUsers"]
    static var keptFields: Set<String> {
        Set(keptObjectFields + keptBoolFields + ["mfaConfig", "testPhoneNumbers"])
    }

    static func name(_ tenantId: String, projectId: String) -> String {
        "projects/\(projectId)/tenants/\(tenantId)"
    }

    /// The resource as Identity Platform answers it; Firebase's emulator adds `tenantId` (`emulator`).
    static func render(_ tenant: TenantRecord, projectId: String, emulator: Bool) -> JSON {
        var fields: [String: JSON] = [:]
        if case .object(let kept)? = JSONParser<JSON>.parse(tenant.settings.utf8) { fields = kept }
        fields["name"] = .string(name(tenant.tenantId, projectId: projectId))
        fields["tenantId"] = emulator ? .string(tenant.tenantId) : nil
        if let display = tenant.displayName { fields["displayName"] = .string(display) }
        for (name, keyPath) in switches { fields[name] = .bool(tenant[keyPath: keyPath]) }
        if fields["mfaConfig"] == nil { fields["mfaConfig"] = ["state": "DISABLED", "enabledProviders": []] }
        return .object(fields)
    }

    /// What Firebase's emulator makes of a tenant it is asked for but does not have: one with every
    /// sign-in method and SMS second factors enabled (emulator mode only; production answers
    /// `TENANT_NOT_FOUND`).
    static func emulatorDefault(_ tenantId: String, createdAt: Int64) -> TenantRecord {
        let settings: JSON = ["mfaConfig": ["state": "ENABLED", "enabledProviders": ["PHONE_SMS"]]]
        return TenantRecord(
            tenantId: tenantId, allowPasswordSignup: true, enableEmailLinkSignin: true, disableAuth: false,
            enableAnonymousUser: true, settings: String(decoding: settings.data, as: UTF8.self),
            createdAt: createdAt)
    }

    /// Applies `body`'s fields to `tenant`: every field present, or with `updateMask` (comma-separated
    /// field paths, Google's FieldMask) only the named ones, a named field absent from the body being
    /// reset to its default. Unknown names are `INVALID_ARGUMENT`.
    static func apply(_ body: RequestBody, updateMask: String?, to tenant: inout TenantRecord)
        throws(APIError)
    {
        for name in body.fields.keys where name != "name" && !isKnown(name) {
            throw .invalidJSON("Invalid JSON payload received. Unknown name \"\(name.prefix(40))\".")
        }
        let paths = FieldMask(updateMask)?.paths ?? body.fields.keys.filter { $0 != "name" }.sorted().map { [$0] }
        var kept: [String: JSON] = [:]
        if case .object(let object)? = JSONParser<JSON>.parse(tenant.settings.utf8) { kept = object }
        for path in paths {
            let top = path[0]
            guard isKnown(top) else {
                throw .invalidArgument("updateMask names an unknown field: \(path.joined(separator: ".").prefix(60))")
            }
            // A path into a scalar field, a list or a string changes nothing.
            let scalar = top == "displayName" || switches.contains { $0.name == top }
            guard scalar ? path.count == 1 : FieldMask.reaches(path, in: .object(kept)) else { continue }
            if top == "displayName" {
                tenant.displayName = try body.string("displayName").map { name throws(APIError) in
                    try displayName(name)
                }
            } else if let keyPath = switches.first(where: { $0.name == top })?.keyPath {
                tenant[keyPath: keyPath] = body.bool(top) ?? false
            } else {
                var object = JSON.object(kept)
                object.set(JSON.object(body.fields).value(at: path), at: path)
                kept = object.objectValue ?? [:]
            }
        }
        if let numbers = kept["testPhoneNumbers"] { try checkTestPhoneNumbers(numbers) }
        try ProjectConfigResource.checkBlockingFunctions(kept["blockingFunctions"])
        tenant.settings = String(decoding: JSON.object(kept).data, as: UTF8.self)
    }

    private static func isKnown(_ name: String) -> Bool {
        name == "displayName" || switches.contains { $0.name == name } || keptFields.contains(name)
    }

    /// Firebase's rule: 4–20 letters, digits and hyphens, starting with a letter.
    static func displayName(_ name: String) throws(APIError) -> String {
        let bytes = Array(name.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        guard (4...20).contains(bytes.count), let first = bytes.first, isLetter(first),
            bytes.allSatisfy({ isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D })
        else {
            throw .invalidArgument(
                "displayName must start with a letter and only consist of letters, digits and hyphens "
                    + "with 4-20 characters.")
        }
        return name
    }

    /// `testPhoneNumbers`: E.164 numbers to 6-digit codes (Firebase's "phone numbers for testing").
    static func checkTestPhoneNumbers(_ value: JSON) throws(APIError) {
        guard case .object(let numbers) = value, numbers.count <= 10 else {
            throw .invalidArgument("testPhoneNumbers must map at most 10 phone numbers to codes.")
        }
        for (number, code) in numbers {
            _ = try AccountRules.phoneNumber(number)
            guard let text = code.stringValue, text.count == 6, text.allSatisfy(\.isNumber) else {
                throw .invalidArgument("A test phone number's code must be 6 digits.")
            }
        }
    }

    /// The tenant's `mfaConfig` (second factors off when it has none).
    static func mfaConfig(_ tenant: TenantRecord) -> JSON {
        guard case .object(let kept)? = JSONParser<JSON>.parse(tenant.settings.utf8) else { return [:] }
        return kept["mfaConfig"] ?? [:]
    }

    /// The tenant's `testPhoneNumbers` (number → fixed code); none without a tenant.
    static func testPhoneNumbers(_ tenant: TenantRecord?) -> [String: String] {
        guard let tenant, case .object(let kept)? = JSONParser<JSON>.parse(tenant.settings.utf8),
            case .object(let numbers)? = kept["testPhoneNumbers"]
        else { return [:] }
        return numbers.compactMapValues(\.stringValue)
    }

    /// A new tenant id: the display name in lower case (letters, digits, hyphens) and five random
    /// characters, as Firebase makes them (`acme-corp-x7k2p`).
    static func newId(displayName: String?) throws -> String {
        let stem = (displayName ?? "tenant").lowercased().filter {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-")
        }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        let random = try SecureRandom.bytes(count: 5).map { alphabet[Int($0) % alphabet.count] }
        return "\(stem.isEmpty ? "tenant" : stem)-\(String(random))"
    }
}
