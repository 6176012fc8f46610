import RxCore

extension BlockingObservable {
    /// Blocks until the sequence terminates.
    ///
    /// - returns: Every element of the sequence.
    /// - throws: The sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try collect().elementsOrThrow()
    }

    /// Blocks until the sequence produces its first element or terminates.
    ///
    /// - returns: The first element, or nil if the sequence completes empty.
    /// - throws: An error the sequence ends with before its first element, or `RxError.timeout`.
    public func first() throws -> Element? {
        try collect(upTo: 1).elementsOrThrow().first
    }

    /// Blocks until the sequence terminates.
    ///
    /// - returns: The last element, or nil if the sequence completes empty.
    /// - throws: The sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try collect().elementsOrThrow().last
    }

    /// Blocks until the sequence terminates, or produces a second element.
    ///
    /// - returns: The sequence's only element.
    /// - throws: `RxError.noElements` or `RxError.moreThanOneElement` when the sequence does not have
    ///   exactly one; the sequence's error; `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Blocks until the sequence terminates, or produces a second element that satisfies `predicate`.
    ///
    /// - returns: The only element that satisfies `predicate`.
    /// - throws: `RxError.noElements` or `RxError.moreThanOneElement` when not exactly one element
    ///   satisfies it; an error `predicate` throws; the sequence's error; `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try collect(upTo: 2, where: predicate).elementsOrThrow()
        guard elements.count < 2 else { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// Blocks until the sequence terminates.
    ///
    /// - returns: The elements and how the sequence ended (a timeout is `.failed` with `RxError.timeout`).
    public func materialize() -> MaterializedSequenceResult<Element> {
        collect()
    }
}

extension MaterializedSequenceResult {
    fileprivate func elementsOrThrow() throws -> [T] {
        switch self {
        case .completed(let elements): elements
        case .failed(_, let error): throw error
        }
    }
}
