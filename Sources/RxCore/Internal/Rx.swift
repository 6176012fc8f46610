/// Stops the program: a subclass did not override an abstract method.
func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    rxFatalError("Abstract method", file: file, line: line)
}

/// Stops the program on a programmer error.
func rxFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}
