/// The namespace for reactive extensions of `Base`: `object.rx.something`.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended object.
    public let base: Base

    /// Creates the namespace for `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// Reads a property of the base through the namespace.
    public subscript<Property>(dynamicMember keyPath: KeyPath<Base, Property>) -> Property {
        base[keyPath: keyPath]
    }
}

/// A type that offers reactive extensions through `.rx`.
public protocol ReactiveCompatible {
    /// The extended type.
    associatedtype ReactiveBase

    /// Reactive extensions of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// Reactive extensions of the instance.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // swiftlint:disable:next unused_setter_value
        set {}  // allows mutating through `rx` on value types
    }

    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}
