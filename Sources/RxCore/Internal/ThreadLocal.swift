#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One object of type `Value` per thread, created on first use and released when the thread exits.
final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t
    private let makeValue: () -> Value

    init(_ makeValue: @escaping () -> Value) {
        var key = pthread_key_t()
        let result = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
            #else
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
            #endif
        }
        precondition(result == 0, "pthread_key_create failed: \(result)")
        self.key = key
        self.makeValue = makeValue
    }

    /// This thread's value.
    @inline(__always)
    var value: Value {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        let value = makeValue()
        pthread_setspecific(key, Unmanaged.passRetained(value as AnyObject).toOpaque())
        return value
    }
}
