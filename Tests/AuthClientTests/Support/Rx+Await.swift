import Foundation
import RxCore
import Synchronization

/// The element of a `Single`, or its error.
func value<Element: Sendable>(_ single: Single<Element>) async throws -> Element {
    try await single.value
}

/// Waits for a `Completable` to complete, or throws its error.
func completion(_ completable: Completable) async throws {
    try await completable.value
}

/// Every element of a finite stream, or its error.
func events<Element: Sendable>(of stream: Observable<Element>) async throws -> [Element] {
    let elements = Mutex<[Element]>([])
    // A terminated subscription disposes itself.
    return try await withCheckedThrowingContinuation { continuation in
        _ = stream.subscribe(
            onNext: { element in elements.withLock { $0.append(element) } },
            onError: { continuation.resume(throwing: $0) },
            onCompleted: { continuation.resume(returning: elements.withLock { $0 }) })
    }
}

/// The current value a replaying stream (`authState`) gives a new subscriber.
func currentValue<Element: Sendable>(_ stream: Observable<Element>) throws -> Element {
    let received = Mutex<[Element]>([])
    stream.subscribe(onNext: { element in received.withLock { $0.append(element) } }).dispose()
    guard let first = received.withLock({ $0.first }) else {
        throw StreamShapeError(description: "no replayed value")
    }
    return first
}

struct StreamShapeError: Error, CustomStringConvertible {
    var description: String
}
