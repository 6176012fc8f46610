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
            let task = detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// Awaits the single's element (or throws its error). Cancelling the awaiting task disposes the
    /// subscription.
    public var value: Element {
        get async throws {
            let disposable = UnsafeSendableBox(SingleAssignmentDisposable())
            let box = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation {
                    (continuation: CheckedContinuation<UnsafeSendableBox<Element>, Swift.Error>) in
                    disposable.value.setDisposable(
                        subscribe { event in
                            switch event {
                            case .success(let element):
                                continuation.resume(returning: UnsafeSendableBox(element))
                            case .failure(let error):
                                continuation.resume(throwing: error)
                            }
                        })
                }
            } onCancel: {
                disposable.value.dispose()
            }
            return box.value
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Awaits the maybe's element, `nil` if it completes without one (or throws its error).
    public var value: Element? {
        get async throws {
            let disposable = UnsafeSendableBox(SingleAssignmentDisposable())
            let box = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation {
                    (continuation: CheckedContinuation<UnsafeSendableBox<Element?>, Swift.Error>) in
                    disposable.value.setDisposable(
                        subscribe { event in
                            switch event {
                            case .success(let element):
                                continuation.resume(returning: UnsafeSendableBox(element))
                            case .error(let error):
                                continuation.resume(throwing: error)
                            case .completed:
                                continuation.resume(returning: UnsafeSendableBox(nil))
                            }
                        })
                }
            } onCancel: {
                disposable.value.dispose()
            }
            return box.value
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Awaits the completable's completion (or throws its error).
    public var value: Void {
        get async throws {
            let disposable = UnsafeSendableBox(SingleAssignmentDisposable())
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Swift.Error>) in
                    disposable.value.setDisposable(
                        subscribe { event in
                            switch event {
                            case .error(let error):
                                continuation.resume(throwing: error)
                            case .completed:
                                continuation.resume()
                            }
                        })
                }
            } onCancel: {
                disposable.value.dispose()
            }
        }
    }
}
