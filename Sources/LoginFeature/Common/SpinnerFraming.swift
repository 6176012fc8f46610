import AuthModel
import RxCore

/// A request as a reactor shows it: the message cleared, the spinner on, the request's mutations (its
/// failure as the message in `language`, a cancellation as none), the spinner off; `stop` abandons the
/// request.
enum SpinnerFraming {
    static func framed<Mutation, Stop>(
        _ work: Observable<Mutation>, until stop: Observable<Stop>, language: AuthLanguage,
        spinner: @escaping @Sendable (Bool) -> Mutation, message: @escaping @Sendable (String?) -> Mutation
    ) -> Observable<Mutation> {
        let guarded =
            work
            .catch { error in
                .just(
                    message(
                        ErrorMessage.isCancellation(error) ? nil : ErrorMessage.text(for: error, in: language)
                    ))
            }
            .take(until: stop)
        return .concat([.just(message(nil)), .just(spinner(true)), guarded, .just(spinner(false))])
    }
}
