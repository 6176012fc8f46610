// MARK: - async/await bridges for Single, Maybe and Completable

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Creates a `Single` that runs `work` in a new task for each subscription.
    ///
    /// Disposing the subscription cancels the task.
    ///
    /// - parameter detached: Run `work` in a detached task instead of one inheriting the caller's context.
    /// - parameter priority: The task's priority.
    /// - parameter work: The asynchronous operation whose result (or error) is the single's outcome.
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> Single<Element> {
        Single.create { observer in
            // NB: Rx observers may be called from any thread; the box only carries the callback into the
            // task, which calls it exactly once.
            let box = UnsafeSendableBox(observer)
            let operation: @Sendable () async -> Void = {
                do {
                    let element = try await work()
                    box.value(.success(element))
                } catch {
                    box.value(.failure(error))
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// Awaits the single's element (or throws its error).
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
    public var value: Element {
        get async throws {
            let single = primitiveSequence
            return try await AwaitedOutcome<Element>.value { outcome in
                single.subscribe { outcome.resume(with: $0) }
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Awaits the maybe's element, `nil` if it completes without one (or throws its error).
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
    public var value: Element? {
        get async throws {
            let maybe = primitiveSequence
            return try await AwaitedOutcome<Element?>.value { outcome in
                maybe.subscribe { event in
                    switch event {
                    case .success(let element): outcome.resume(with: .success(element))
                    case .error(let error): outcome.resume(with: .failure(error))
                    case .completed: outcome.resume(with: .success(nil))
                    }
                }
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Awaits the completable's completion (or throws its error).
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
    public var value: Void {
        get async throws {
            let completable = primitiveSequence
            try await AwaitedOutcome<Void>.value { outcome in
                completable.subscribe { event in
                    switch event {
                    case .error(let error): outcome.resume(with: .failure(error))
                    case .completed: outcome.resume(with: .success(()))
                    }
                }
            }
        }
    }
}
