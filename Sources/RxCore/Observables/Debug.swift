// debug: logs every event, subscription and disposal.

import Foundation

extension ObservableType {
    /// Prints received events, subscriptions and disposals, each line prefixed with a timestamp
    /// and `identifier`.
    ///
    /// - Parameters:
    ///   - identifier: Identifier that is printed together with the event description.
    ///     Defaults to `file:line (function)` of the call site.
    ///   - trimOutput: Whether long event descriptions are shortened to about 40 characters.
    ///   - output: Where the lines go; `print` by default.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function,
        output: @escaping (String) -> Void = { print($0) }
    ) -> Observable<Element> {
        let name = identifier ?? "\(file.split(separator: "/").last ?? ""):\(line) (\(function))"
        return DebugProducer(source: asObservable(), identifier: name, trimOutput: trimOutput, output: output)
    }
}

private final class DebugProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let identifier: String
    fileprivate let trimOutput: Bool
    fileprivate let output: (String) -> Void

    init(
        source: Observable<Element>, identifier: String, trimOutput: Bool, output: @escaping (String) -> Void
    ) {
        self.source = source
        self.identifier = identifier
        self.trimOutput = trimOutput
        self.output = output
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = DebugSink(parent: self, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class DebugSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private static var maxEventTextLength: Int { 40 }

    private let parent: DebugProducer<Element>
    private let timestampFormatter: DateFormatter

    init(parent: DebugProducer<Element>, observer: Observer) {
        self.parent = parent
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        self.timestampFormatter = formatter
        super.init(observer: observer)
        log("subscribed")
    }

    private func log(_ content: String) {
        parent.output("\(timestampFormatter.string(from: Date())): \(parent.identifier) -> \(content)")
    }

    func on(_ event: Event<Element>) {
        let text = "\(event)"
        let limit = Self.maxEventTextLength
        let shown =
            parent.trimOutput && text.count > limit
            ? String(text.prefix(limit / 2)) + "..." + String(text.suffix(limit / 2))
            : text
        log("Event \(shown)")
        forwardOn(event)
        switch event {
        case .next:
            break
        case .error, .completed:
            dispose()
        }
    }

    override func dispose() {
        if !isDisposed {
            log("isDisposed")
        }
        super.dispose()
    }
}
