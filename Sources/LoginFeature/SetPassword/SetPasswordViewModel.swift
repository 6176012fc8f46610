import RxCore

/// The set-password screen: a password and its confirmation, bound to two relays that start empty,
/// and one ``SetPasswordState`` recomputed from the latest of both.
///
/// Because both relays start with `""`, the first state is emitted as soon as the view subscribes.
/// ``state()`` is a `Driver`: delivered on `SharingScheduler.make()`, never erroring.
public final class SetPasswordViewModel: Sendable {
    /// The password field's text; bind the field to it.
    public let password = BehaviorRelay(value: "")
    /// The confirmation field's text; bind the field to it.
    public let confirmation = BehaviorRelay(value: "")
    private let rules: CredentialRules

    public init(rules: CredentialRules = CredentialRules()) {
        self.rules = rules
    }

    /// The screen's state for every change of either text.
    public func state() -> Driver<SetPasswordState> {
        states().asDriver(onErrorJustReturn: SetPasswordState())
    }

    /// The confirmation field's border from the state and the field's focus (`true` on editing began,
    /// `false` on editing ended).
    public func confirmationBorder(isFocused: Observable<Bool>) -> Driver<FieldBorder> {
        Observable.combineLatest(states(), isFocused.startWith(false)) { state, isFocused in
            state.confirmationBorder(isFocused: isFocused)
        }
        .distinctUntilChanged()
        .asDriver(onErrorJustReturn: .normal)
    }

    private func states() -> Observable<SetPasswordState> {
        let rules = rules
        return Observable.combineLatest(password, confirmation) { password, confirmation in
            SetPasswordState(password: password, confirmation: confirmation, rules: rules)
        }
    }
}
