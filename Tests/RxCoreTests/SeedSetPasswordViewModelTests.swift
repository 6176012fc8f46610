import RxCore
import RxTesting
import Testing

/// A set-password screen's view model in the shape of seed 001: two text relays the fields bind into,
/// and one state value with four flags, combined and exposed as a `Driver`.
private struct SetPasswordViewModel {
    /// The password field's text.
    let password = BehaviorRelay<String>(value: "")
    /// The confirmation field's text.
    let confirmation = BehaviorRelay<String>(value: "")

    /// What the screen shows.
    struct State: Equatable {
        /// The password has at least six characters.
        var isPasswordValid = false
        /// The confirmation matches a valid password.
        var isConfirmationValid = false
        /// The "next" button is enabled.
        var isNextEnabled = false
        /// The mismatch message is hidden (it is also hidden while the confirmation is empty).
        var isMismatchMessageHidden = true
    }

    static let minimumLength = 6

    /// The state for every change of either text.
    func state() -> Driver<State> {
        Observable.combineLatest(password, confirmation) { password, confirmation in
            var state = State()
            if password.count >= Self.minimumLength {
                state.isPasswordValid = true
                if password == confirmation {
                    state.isConfirmationValid = true
                    state.isNextEnabled = true
                } else {
                    state.isMismatchMessageHidden = false
                }
            }
            if confirmation.isEmpty {
                state.isMismatchMessageHidden = true
            }
            return state
        }
        .asDriver(onErrorJustReturn: State())
    }
}

struct SeedSetPasswordViewModelTests {
    private typealias State = SetPasswordViewModel.State

    @Test func setPassword_statesFollowBothFields() {
        let scheduler = TestScheduler(initialClock: 0)
        let viewModel = SetPasswordViewModel()
        let typing = scheduler.createHotObservable([
            .next(210, "abc"), .next(220, "abcdef"), .next(260, "abcdefg"),
        ])
        let confirming = scheduler.createHotObservable([
            .next(230, "abc"), .next(240, "abcdef"), .next(270, ""),
        ])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            typing.bind(to: viewModel.password).disposed(by: bag)
            confirming.bind(to: viewModel.confirmation).disposed(by: bag)
        }
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { viewModel.state() }
        }
        let empty = State()
        let validPassword = State(isPasswordValid: true)
        let mismatch = State(isPasswordValid: true, isMismatchMessageHidden: false)
        let match = State(isPasswordValid: true, isConfirmationValid: true, isNextEnabled: true)
        #expect(
            res.events == [
                .next(201, empty),  // both empty: nothing valid, message hidden
                .next(211, empty),  // "abc" is too short
                .next(221, validPassword),  // six characters, confirmation still empty: message hidden
                .next(231, mismatch),  // "abc" does not match
                .next(241, match),  // matches: next enabled
                .next(261, mismatch),  // password changed after confirming
                .next(271, validPassword),  // confirmation cleared: message hidden again
            ])
        #expect(typing.subscriptions == [Subscription(200)])
        #expect(confirming.subscriptions == [Subscription(200)])
    }

    @Test func setPassword_lateSubscriberGetsTheCurrentState() {
        let scheduler = TestScheduler(initialClock: 0)
        let viewModel = SetPasswordViewModel()
        let first = scheduler.createObserver(State.self)
        let late = scheduler.createObserver(State.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let state = viewModel.state()
            scheduler.scheduleAt(200) { state.drive(first).disposed(by: bag) }
            scheduler.scheduleAt(210) {
                viewModel.password.accept("secret")
                viewModel.confirmation.accept("secret")
            }
            scheduler.scheduleAt(300) { state.drive(late).disposed(by: bag) }
            scheduler.start()
        }
        let match = State(isPasswordValid: true, isConfirmationValid: true, isNextEnabled: true)
        // Both fields change at 210; the sharing scheduler delivers the two states one tick apart.
        #expect(
            first.events == [
                .next(201, State()), .next(211, State(isPasswordValid: true)), .next(212, match),
            ])
        #expect(late.events == [.next(300, match)])
    }

    /// The screen side: each field's optional text goes through `orEmpty` into its relay, as the seed's
    /// view controller binds `rx.text.orEmpty`; the "next" button follows `isNextEnabled`. On the main
    /// actor, as a view controller is: a control property subscribes to its field on the main queue.
    @MainActor @Test func setPassword_fieldsBoundThroughOrEmpty_driveTheNextButton() {
        let scheduler = TestScheduler(initialClock: 0)
        let viewModel = SetPasswordViewModel()
        let passwordField = scheduler.createHotObservable([
            .next(210, "abcdef" as String?), .next(250, nil),
        ])
        let confirmationField = scheduler.createHotObservable([.next(220, "abcdef" as String?)])
        let nextEnabled = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        func textProperty(_ values: TestableObservable<String?>) -> ControlProperty<String?> {
            ControlProperty(values: values, valueSink: AnyObserver { _ in })
        }
        SharingScheduler.mock(scheduler: scheduler) {
            scheduler.scheduleAt(200) {
                textProperty(passwordField).orEmpty.bind(to: viewModel.password).disposed(by: bag)
                textProperty(confirmationField).orEmpty.bind(to: viewModel.confirmation).disposed(by: bag)
                viewModel.state().map(\.isNextEnabled).distinctUntilChanged().drive(nextEnabled)
                    .disposed(by: bag)
            }
            scheduler.start()
        }
        #expect(nextEnabled.events == [.next(201, false), .next(221, true), .next(251, false)])
        #expect(viewModel.password.value == "")
        #expect(passwordField.subscriptions == [Subscription(200)])
        #expect(confirmationField.subscriptions == [Subscription(200)])
    }
}
