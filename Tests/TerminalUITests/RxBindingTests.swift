import RxCore
import RxTesting
import Testing

@testable import TerminalUI

/// Bindings apply on `MainScheduler.instance`; these tests run on the main actor, so they apply at once.
@MainActor
struct RxBindingTests {
    @Test func typingEmitsOnTextOrEmpty() {
        let field = TextField(label: "E-mail")
        var texts: [String] = []
        let subscription = field.rx.text.orEmpty.subscribe(onNext: { texts.append($0) })
        for character in "ab" { _ = field.handle(.character(character)) }
        _ = field.handle(.backspace)
        _ = field.handle(.paste("한글"))
        #expect(texts == ["", "a", "ab", "a", "a한글"])
        subscription.dispose()
        _ = field.handle(.character("z"))
        #expect(texts.count == 5)
    }

    @Test func textStartsWithCurrentValue() {
        let field = TextField(label: "E-mail", text: "kim@example.com")
        var texts: [String?] = []
        _ = field.rx.text.subscribe(onNext: { texts.append($0) })
        #expect(texts == ["kim@example.com"])
    }

    @Test func keysThatChangeNothingEmitNothing() {
        let field = TextField(label: "E-mail")
        var count = 0
        _ = field.rx.text.subscribe(onNext: { _ in count += 1 })
        _ = field.handle(.backspace)
        _ = field.handle(.left)
        _ = field.handle(.ctrlU)
        #expect(count == 1)
    }

    @Test func bindingTextSetsItWithoutEchoing() {
        let field = TextField(label: "E-mail")
        var texts: [String] = []
        _ = field.rx.text.orEmpty.subscribe(onNext: { texts.append($0) })
        let subscription = Observable.just("typed elsewhere").map { Optional($0) }.subscribe(field.rx.text)
        #expect(field.text == "typed elsewhere")
        #expect(texts == [""])  // like RxCocoa, programmatic changes are not user edits
        subscription.dispose()
    }

    @Test func textCompletesWhenFieldGoesAway() {
        var field: TextField? = TextField(label: "E-mail")
        var completed = false
        _ = field!.rx.text.subscribe(onCompleted: { completed = true })
        field = nil
        #expect(completed)
    }

    @Test func isEnabledFalseStopsTaps() {
        let button = Button(title: "Log in")
        var taps = 0
        let tapSubscription = button.rx.tap.subscribe(onNext: { taps += 1 })
        let enabled = PublishSubject<Bool>()
        let binding = enabled.subscribe(button.rx.isEnabled)
        _ = button.handle(.enter)
        #expect(taps == 1)
        enabled.on(.next(false))
        #expect(!button.isEnabled)
        #expect(!button.handle(.enter))
        #expect(taps == 1)
        enabled.on(.next(true))
        _ = button.handle(.character(" "))
        #expect(taps == 2)
        binding.dispose()
        tapSubscription.dispose()
    }

    @Test func formValidityDrivesButtonAndMarksOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let email = TextField(label: "E-mail")
        let mark = ValidityMark()
        let button = Button(title: "Log in", isEnabled: false)
        let validity = scheduler.createHotObservable([
            .next(210, true), .next(220, false), .next(230, true), .completed(300),
        ])
        var states: [Bool] = []
        _ = validity.subscribe(mark.rx.isValid)
        _ = validity.subscribe(button.rx.isEnabled)
        _ = email.rx.text  // the field exists alongside
        for time in [215, 225, 235, 305] {
            scheduler.scheduleAt(time) { states.append(button.isEnabled && mark.isValid) }
        }
        scheduler.start()
        #expect(states == [true, false, true, true])
        #expect(validity.subscriptions == [Subscription(0), Subscription(0)])
    }

    @Test func labelBindings() {
        let label = Label(text: "old")
        _ = Observable.just("Invalid ID or PW!").map { Optional($0) }.subscribe(label.rx.text)
        _ = Observable.just(true).subscribe(label.rx.isHidden)
        #expect(label.text == "Invalid ID or PW!")
        #expect(label.isHidden)
        _ = Observable.just(nil).subscribe(label.rx.text)
        #expect(label.text == "")
    }

    @Test func markBindings() {
        let mark = ValidityMark()
        _ = Observable.just(true).subscribe(mark.rx.isValid)
        _ = Observable.just(true).subscribe(mark.rx.isHidden)
        #expect(mark.isValid)
        #expect(mark.isHidden)
    }

    @Test func spinnerBinding() {
        let spinner = Spinner()
        let running = PublishSubject<Bool>()
        _ = running.subscribe(spinner.rx.isAnimating)
        running.on(.next(true))
        #expect(spinner.isAnimating)
        running.on(.next(false))
        #expect(!spinner.isAnimating)
    }

    @Test func secureEntryAndBorderStyleBindings() {
        let field = TextField(label: "Password", text: "pw")
        _ = Observable.just(true).subscribe(field.rx.isSecureTextEntry)
        _ = Observable.just(BorderStyle.error).subscribe(field.rx.borderStyle)
        #expect(field.isSecureTextEntry)
        #expect(field.displayedText == "••")
        #expect(field.effectiveBorderStyle == .error)
    }

    @Test func bindingDoesNotRetainWidget() {
        var label: Label? = Label()
        weak let weakLabel = label
        let subject = PublishSubject<String?>()
        let subscription = subject.subscribe(label!.rx.text)
        label = nil
        #expect(weakLabel == nil)
        subject.on(.next("ignored"))
        subscription.dispose()
    }

    @Test func listSelectionEmits() {
        let list = ListView(items: ["a", "b"])
        var chosen: [Int] = []
        _ = list.rx.itemSelected.subscribe(onNext: { chosen.append($0) })
        _ = list.handle(.enter)
        #expect(chosen == [0])
    }

    @Test func orEmptyIsAControlPropertyBothWays() {
        let field = TextField(label: "E-mail", text: "old")
        let property: ControlProperty<String> = field.rx.text.orEmpty
        var texts: [String] = []
        _ = property.subscribe(onNext: { texts.append($0) })
        _ = Observable.just("new").subscribe(property)
        #expect(field.text == "new")
        _ = field.handle(.character("!"))
        #expect(texts == ["old", "new!"])
    }

    @Test func changedSkipsCurrentValue() {
        let field = TextField(label: "E-mail", text: "a")
        var changes: [String?] = []
        _ = field.rx.text.changed.subscribe(onNext: { changes.append($0) })
        _ = field.handle(.character("b"))
        #expect(changes == ["ab"])
    }

    @Test func textValidityEnablesButtonLikeRxCocoa() {
        let email = TextField(label: "E-mail")
        let button = Button(title: "Log in", isEnabled: false)
        let bag = DisposeBag()
        email.rx.text.orEmpty.map { $0.contains("@") }.subscribe(button.rx.isEnabled).disposed(by: bag)
        #expect(!button.isEnabled)
        for character in "a@b" { _ = email.handle(.character(character)) }
        #expect(button.isEnabled)
        _ = email.handle(.ctrlU)
        #expect(!button.isEnabled)
    }
}
