/// How a blocked-on sequence ended, with the elements it produced up to then.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` (or timed out, `RxError.timeout`) after `elements`.
    case failed(elements: [T], error: Swift.Error)
}
