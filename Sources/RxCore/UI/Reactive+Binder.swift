extension Reactive where Base: AnyObject {
    /// A `Binder` for any writable property of the (weakly held) base: `label.rx.text`.
    ///
    /// Elements are applied on `MainScheduler.instance`, like every default `Binder`. Read-only key paths
    /// keep reading the property through the kernel's `KeyPath` member lookup.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<
        Property
    > {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}
