/// A view model in the Input/Output shape: the view hands its streams in once and binds the streams
/// it gets back. Nothing subscribes inside a view model.
public protocol ViewModelType {
    /// The view's streams (text, taps).
    associatedtype Input
    /// What the view binds (validity, activity, results).
    associatedtype Output

    /// Wires `input` to the outputs.
    func transform(input: Input) -> Output
}
