/// Errors for tests: `.error(300, testError)`.
public struct TestError: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    /// Distinguishes errors in one test.
    public let id: Int

    /// Creates an error with `id`.
    public init(id: Int) {
        self.id = id
    }

    public var description: String {
        "TestError(\(id))"
    }
}

/// The error most tests use.
public let testError = TestError(id: 1)

/// A second, different error.
public let testError1 = TestError(id: 2)

/// A third, different error.
public let testError2 = TestError(id: 3)
