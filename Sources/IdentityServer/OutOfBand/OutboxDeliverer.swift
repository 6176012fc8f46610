import Dispatch
import Foundation
import Storage
import Synchronization

/// Sends the store's pending outbox messages over SMTP on its own thread (socket calls block) and
/// marks each one sent. Wakes when a message is queued and every `pollInterval`; after a failure it
/// waits 1 s, 2 s, 4 s … up to `maximumBackoff` before trying again. A message the server refuses
/// permanently (5xx) is skipped until the server restarts. Logs message ids and error steps only,
/// never bodies, links or codes.
final class OutboxDeliverer: Sendable {
    let store: any IdentityStore
    let clock: ServerClock
    let logger: ServerLogger
    let client: SMTPClient
    let sender: String
    let pollInterval: Duration
    let maximumBackoff: Duration

    private struct State {
        var started = false
        var stopped = false
        var consecutiveFailures = 0
        var retryAt = ContinuousClock.now
        var refused: Set<String> = []
    }

    private let state = Mutex(State())
    private let wakeSignal = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(
        store: any IdentityStore, clock: ServerClock, logger: ServerLogger, client: SMTPClient,
        sender: String, pollInterval: Duration = .seconds(1), maximumBackoff: Duration = .seconds(300)
    ) {
        self.store = store
        self.clock = clock
        self.logger = logger
        self.client = client
        self.sender = sender
        self.pollInterval = pollInterval
        self.maximumBackoff = maximumBackoff
    }

    func start() {
        guard
            state.withLock({ state in
                defer { state.started = true }
                return !state.started
            })
        else { return }
        let thread = Thread { [self] in run() }
        thread.name = "sesame.outbox"
        thread.start()
    }

    /// Asks for a delivery round now (a message was queued).
    func wake() { wakeSignal.signal() }

    /// Ends the thread after the message in flight, waiting up to `timeout`.
    func stop(timeout: Duration = .seconds(35)) {
        let started = state.withLock { state in
            state.stopped = true
            return state.started
        }
        guard started else { return }
        wakeSignal.signal()
        let seconds = Double(timeout.components.seconds)
        _ = finished.wait(timeout: .now() + seconds)
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func run() {
        while !isStopped {
            if state.withLock({ ContinuousClock.now >= $0.retryAt }) { deliverPending() }
            let seconds =
                Double(pollInterval.components.seconds)
                + Double(pollInterval.components.attoseconds) / 1e18
            _ = wakeSignal.wait(timeout: .now() + seconds)
        }
        finished.signal()
    }

    /// One round: sends pending messages oldest first until one fails for a reason worth retrying.
    func deliverPending() {
        let pending: [OutboxMessage]
        do {
            pending = try store.outboxMessages(pendingOnly: true, limit: 50)
        } catch {
            logger.error("outbox read failed", ["error": .string(String(describing: error))])
            return
        }
        for message in pending where !isStopped {
            if state.withLock({ $0.refused.contains(message.id) }) { continue }
            do {
                let mail = mail(for: message)
                try client.send(mail, from: mail.from.address, to: message.to)
                _ = try store.markOutboxMessageSent(id: message.id, at: clock.milliseconds)
                state.withLock { $0.consecutiveFailures = 0 }
                logger.info("mail sent", ["message_id": .string(message.id)])
            } catch let error as SMTPError where error.isPermanent {
                state.withLock { _ = $0.refused.insert(message.id) }
                logger.error(
                    "mail refused", ["message_id": .string(message.id), "error": .string(error.description)])
            } catch {
                let delay = backOff()
                logger.warning(
                    "mail delivery failed",
                    [
                        "message_id": .string(message.id), "error": .string(String(describing: error)),
                        "retry_in_s": .int(delay.components.seconds),
                    ])
                return
            }
        }
    }

    private func backOff() -> Duration {
        state.withLock { state in
            state.consecutiveFailures += 1
            let exponent = min(state.consecutiveFailures - 1, 20)
            let delay = min(Duration.seconds(1 << exponent), maximumBackoff)
            state.retryAt = ContinuousClock.now + delay
            return delay
        }
    }

    /// The message as mailed: from the sender it was queued with (else the configured one), its
    /// Message-ID in the sender's domain.
    func mail(for message: OutboxMessage) -> MailMessage {
        let from =
            message.sender.flatMap(MailAddress.init(parsing:)) ?? MailAddress(parsing: sender)
            ?? MailAddress(address: sender)
        return MailMessage(
            from: from, to: message.to, subject: message.subject, body: message.body, html: message.html,
            replyTo: message.replyTo, date: Date(timeIntervalSince1970: Double(message.createdAt) / 1000),
            messageID: "\(message.id)@\(from.domain)")
    }
}
