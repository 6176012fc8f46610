// A small program the TerminalUI tests launch as a child process: it exercises what cannot run inside
// the test process (restoring the terminal on signals and crashes, the main-queue run loop).
import Dispatch
import Foundation
import RxCore
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells the parent on standard error that raw mode is on.
func announceReady() {
    FileHandle.standardError.write(Data("ready\n".utf8))
}

let mode = CommandLine.arguments.dropFirst().first ?? "help"
switch mode {
case "raw-wait":
    // Raw mode on standard input, then wait for a signal (the parent sends one).
    let rawMode = RawMode(fileDescriptor: STDIN_FILENO, outputFileDescriptor: STDOUT_FILENO)
    try rawMode.enter()
    announceReady()
    while true { pause() }
case "raw-crash":
    // Raw mode, then a fatal error in "a screen" once a byte arrives.
    let rawMode = RawMode(fileDescriptor: STDIN_FILENO, outputFileDescriptor: STDOUT_FILENO)
    try rawMode.enter()
    announceReady()
    var byte: UInt8 = 0
    _ = read(STDIN_FILENO, &byte, 1)
    fatalError("screen failed")
case "raw-exit":
    // Raw mode, then exit without restoring: the atexit hook restores.
    let rawMode = RawMode(fileDescriptor: STDIN_FILENO, outputFileDescriptor: STDOUT_FILENO)
    try rawMode.enter()
    announceReady()
    var byte: UInt8 = 0
    _ = read(STDIN_FILENO, &byte, 1)
    exit(0)
case "app":
    runLoginApp()
default:
    FileHandle.standardError.write(Data("usage: TerminalUISmoke raw-wait|raw-crash|raw-exit|app\n".utf8))
    exit(2)
}

/// A login-like screen driven by keys on standard input. Typing goes through Rx; the button's tap is
/// reported through `MainScheduler.asyncInstance`, which only runs if the loop drains the main queue.
func runLoginApp() {
    let email = TextField(label: "E-mail")
    let button = Button(title: "Log in", isEnabled: false)
    let status = Label(text: "")
    let spinner = Spinner(title: "working")
    let window = Window(width: 30)
    window.add(email)
    window.add(button)
    window.add(status)
    window.add(spinner)
    let application = Application(
        window: window,
        configuration: ApplicationConfiguration(
            colorMode: .monochrome, tickInterval: 0.01, fallbackSize: Size(columns: 40, rows: 12)))
    let bag = DisposeBag()
    email.rx.text.orEmpty
        .subscribe(onNext: { text in
            _ = MainScheduler.asyncInstance.schedule(text) { text in
                button.isEnabled = text.contains("@")
                return Disposables.create()
            }
        })
        .disposed(by: bag)
    button.rx.tap
        .subscribe(onNext: {
            spinner.isAnimating = true
            let typed = email.text
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                status.text = "tapped \(typed)"
                FileHandle.standardError.write(Data("tapped \(typed)\n".utf8))
                return Disposables.create()
            }
        })
        .disposed(by: bag)
    do {
        try application.run()
    } catch {
        FileHandle.standardError.write(Data("error \(error)\n".utf8))
        exit(1)
    }
    FileHandle.standardError.write(Data("stopped spinnerTicks=\(spinner.frameIndex > 0)\n".utf8))
}
