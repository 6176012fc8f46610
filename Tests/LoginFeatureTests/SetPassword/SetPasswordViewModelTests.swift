import LoginFeature
import RxCore
import RxTesting
import Testing

/// The set-password view model (seed 001): two relays that start empty, one state Driver. The Driver
/// is built inside `SharingScheduler.mock`, so states arrive one tick after the text that caused them.
struct SetPasswordViewModelTests {
    private typealias State = SetPasswordState

    private static let initial = State()
    private static let passwordOnly = State(isPasswordValid: true, isErrorHidden: true)
    private static let mismatch = State(isPasswordValid: true, isErrorHidden: false)
    private static let matching = State(
        isPasswordValid: true, isConfirmationValid: true, isNextEnabled: true, isErrorHidden: true)

    /// Records the state Driver from 200 while `password` and `confirmation` are typed.
    private func run(password: [(TestTime, String)], confirmation: [(TestTime, String)])
        -> [Recorded<Event<State>>]
    {
        let scheduler = TestScheduler(initialClock: 0)
        let bag = DisposeBag()
        let viewModel = SetPasswordViewModel()
        let driver = SharingScheduler.mock(scheduler: scheduler) { viewModel.state() }
        let states = record(at: 200, on: scheduler, bag: bag) { driver }
        let fields = [
            type(password, into: viewModel.password, on: scheduler, bag: bag),
            type(confirmation, into: viewModel.confirmation, on: scheduler, bag: bag),
        ]
        scheduler.start()
        #expect(fields.map(\.subscriptions) == [[Subscription(0)], [Subscription(0)]])
        return states.events
    }

    /// A text field bound to `relay`, as the view binds it, typing `texts` at their times. Keep the
    /// returned observable until the scheduler has run.
    private func type(
        _ texts: [(TestTime, String)], into relay: BehaviorRelay<String>, on scheduler: TestScheduler,
        bag: DisposeBag
    ) -> TestableObservable<String> {
        let field = scheduler.createHotObservable(nexts(texts))
        field.bind(to: relay).disposed(by: bag)
        return field
    }

    @Test func firstStateIsEmittedAtOnce() {
        let events = run(password: [], confirmation: [])
        #expect(events == nexts([(201, Self.initial)]))
    }

    @Test func passwordCheckNeedsSixCharacters() {
        let events = run(password: [(210, "12345"), (220, "123456"), (230, "12345")], confirmation: [])
        #expect(
            events
                == nexts([
                    (201, Self.initial), (211, Self.initial), (221, Self.passwordOnly), (231, Self.initial),
                ]))
    }

    @Test func confirmationCheckNeedsValidPasswordAndEqualText() {
        // Equal but too short: neither check passes, and no error (the password check fails first).
        let events = run(
            password: [(210, "12345"), (230, "123456")], confirmation: [(220, "12345"), (240, "123456")])
        #expect(
            events
                == nexts([
                    (201, Self.initial), (211, Self.initial), (221, Self.initial), (231, Self.mismatch),
                    (241, Self.matching),
                ]))
    }

    @Test func errorShownWhenConfirmationDiffersFromValidPassword() {
        let events = run(password: [(210, "secret1")], confirmation: [(220, "s"), (230, "secret")])
        #expect(
            events
                == nexts([
                    (201, Self.initial), (211, Self.passwordOnly), (221, Self.mismatch), (231, Self.mismatch),
                ]))
    }

    @Test func errorHiddenWhileConfirmationEmpty() {
        let events = run(password: [(210, "secret1")], confirmation: [(220, "x"), (230, "")])
        #expect(
            events
                == nexts([
                    (201, Self.initial), (211, Self.passwordOnly), (221, Self.mismatch),
                    (231, Self.passwordOnly),
                ]))
    }

    @Test func nextEnabledOnlyWhenBothChecksPass() {
        let events = run(
            password: [(210, "secret1"), (230, "secret12")], confirmation: [(220, "secret1")])
        #expect(events.map { $0.value.element?.isNextEnabled } == [false, false, true, false])
        #expect(events.map(\.time) == [201, 211, 221, 231])
    }

    @Test func confirmationBorderIsRedWhileErrorShowsOtherwiseFollowsFocus() {
        let scheduler = TestScheduler(initialClock: 0)
        let bag = DisposeBag()
        let viewModel = SetPasswordViewModel()
        let focus = scheduler.createHotObservable(nexts([(210, true), (240, false), (260, true)]))
        let driver = SharingScheduler.mock(scheduler: scheduler) {
            viewModel.confirmationBorder(isFocused: focus.asObservable())
        }
        let borders = record(at: 200, on: scheduler, bag: bag) { driver }
        let fields = [
            type([(205, "secret1")], into: viewModel.password, on: scheduler, bag: bag),
            type(
                [(220, "secret"), (230, "secret1"), (250, "x")], into: viewModel.confirmation, on: scheduler,
                bag: bag),
        ]
        withExtendedLifetime(fields) { scheduler.start() }
        #expect(
            borders.events
                == nexts([
                    (201, FieldBorder.normal), (211, .focused), (221, .error), (231, .focused),
                    (241, .normal),
                    (251, .error),
                ]))
    }

    @Test func passwordFieldBorderIsAccentWhileFocusedAndGreyOtherwise() {
        var field = FieldState.secure
        #expect(field.border == .normal)
        field.apply(.beganEditing)
        #expect(field.border == .focused)
        field.apply(.endedEditing)
        #expect(field.border == .normal)
    }
}
