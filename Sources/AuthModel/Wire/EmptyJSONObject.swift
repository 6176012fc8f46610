/// `{}`: a member whose presence is the message (`totpEnrollmentInfo`, an enrolment's `totpInfo`).
public struct EmptyJSONObject: Codable, Sendable, Hashable {
    public init() {}
}
