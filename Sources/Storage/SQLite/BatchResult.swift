/// Where a batched write leaves its result for its caller. Written and read on the committer's
/// thread (by the member's body, then by its completion), which resumes the caller afterwards.
final class BatchResult<T>: @unchecked Sendable {
    var value: T?
}
