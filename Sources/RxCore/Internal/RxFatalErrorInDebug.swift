import Foundation

/// Reports a programmer error that RxSwift tolerates in release builds (for example binding an error
/// into a relay or a UI property): stops the program in debug builds, prints to standard error otherwise.
func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line)
{
    #if DEBUG
        fatalError(message(), file: file, line: line)
    #else
        FileHandle.standardError.write(Data("\(message()) (\(file):\(line))\n".utf8))
    #endif
}
