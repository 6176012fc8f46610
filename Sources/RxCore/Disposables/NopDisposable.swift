/// A disposable that does nothing when disposed.
struct NopDisposable: Disposable {
    static var noOp: Disposable { NopDisposable() }

    func dispose() {}
}
