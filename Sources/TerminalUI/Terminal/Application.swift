import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The run loop of a terminal screen.
///
/// `run()` must be called on the main thread. It takes over the terminal (raw mode, alternate screen,
/// hidden cursor, bracketed paste — only when the descriptors are terminals), then runs the main run
/// loop, which also drains the main dispatch queue, so work scheduled on `MainScheduler` runs. Stdin,
/// SIGWINCH and the animation timer are dispatch sources on the main queue: keys are decoded and sent
/// to the window, a resize redraws everything, ticks advance spinners. Any visible change schedules one
/// redraw; the renderer writes only what differs. `stop()` ends the loop; the terminal is given back on
/// return, and on signals and crashes by `TerminalRestorer`.
public final class Application {
    /// The screen shown.
    public var window: Window {
        didSet { attach(window) }
    }
    /// Sees every key first; return true to consume it. Without it (or when it returns false),
    /// Ctrl-C stops the application, Ctrl-L redraws, and other keys go to the window.
    public var keyHandler: ((Key) -> Bool)?
    /// The configuration.
    public let configuration: ApplicationConfiguration
    /// The terminal in use.
    public let terminal: Terminal
    /// Whether `run()` is looping.
    public private(set) var isRunning = false

    private let renderer: Renderer
    private let colorMode: ColorMode
    private var decoder = KeyDecoder()
    private var size: Size
    private var isRenderScheduled = false
    private var escapeGeneration = 0
    private var sources: [any DispatchSourceProtocol] = []
    private var resizeMonitor: ResizeMonitor?

    /// Creates an application showing `window`.
    public init(window: Window, configuration: ApplicationConfiguration = ApplicationConfiguration()) {
        self.window = window
        self.configuration = configuration
        terminal = Terminal(
            inputFileDescriptor: configuration.inputFileDescriptor,
            outputFileDescriptor: configuration.outputFileDescriptor)
        colorMode =
            configuration.colorMode ?? ColorMode.detect(environment: ProcessInfo.processInfo.environment)
        renderer = Renderer(colorMode: colorMode)
        size = configuration.fallbackSize
        attach(window)
    }

    /// Runs until `stop()` (or end of input). Call on the main thread.
    public func run() throws(TerminalError) {
        precondition(Thread.isMainThread, "Application.run() must be called on the main thread")
        let isInteractive = Terminal.isTerminal(configuration.inputFileDescriptor)
        if isInteractive {
            try terminal.begin(
                alternateScreen: configuration.usesAlternateScreen,
                bracketedPaste: configuration.enablesBracketedPaste)
        }
        defer {
            stopSources()
            if isInteractive { terminal.end() }
        }
        size = (try? terminal.windowSize()) ?? configuration.fallbackSize
        startSources()
        isRunning = true
        render()
        while isRunning {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.5))
        }
    }

    /// Ends `run()` after the current event.
    public func stop() {
        isRunning = false
    }

    /// Schedules one redraw on the main queue (several calls before it runs make one redraw).
    public func setNeedsDisplay() {
        guard !isRenderScheduled else { return }
        isRenderScheduled = true
        let box = UnsafeMainBox(self)
        DispatchQueue.main.async { box.value.render() }
    }

    /// Decodes `bytes` as if typed and handles the keys (also used by tests and scripted input).
    public func receive(_ bytes: [UInt8]) {
        for key in decoder.decode(bytes) { dispatch(key) }
        if decoder.hasPendingInput { scheduleEscapeFlush() }
    }

    // MARK: - Events

    private func dispatch(_ key: Key) {
        if let keyHandler, keyHandler(key) { return }
        switch key {
        case .ctrlC:
            stop()
        case .ctrlL:
            renderer.invalidate()
            setNeedsDisplay()
        default:
            window.handle(key)
        }
    }

    private func scheduleEscapeFlush() {
        escapeGeneration += 1
        let generation = escapeGeneration
        let box = UnsafeMainBox(self)
        DispatchQueue.main.asyncAfter(deadline: .now() + configuration.escapeTimeout) {
            let application = box.value
            guard application.escapeGeneration == generation else { return }
            for key in application.decoder.flush() { application.dispatch(key) }
        }
    }

    private func readInput() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes {
            read(configuration.inputFileDescriptor, $0.baseAddress, $0.count)
        }
        if count > 0 {
            receive(Array(buffer[0..<count]))
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            stop()  // end of input or a broken descriptor
        }
    }

    private func resized() {
        size = (try? terminal.windowSize()) ?? size
        renderer.invalidate()
        setNeedsDisplay()
    }

    // MARK: - Drawing

    private func render() {
        isRenderScheduled = false
        var canvas = Canvas(size: size, colorMode: colorMode)
        window.draw(on: &canvas)
        let output = renderer.render(canvas.buffer)
        if !output.isEmpty { try? terminal.write(output) }
    }

    private func attach(_ window: Window) {
        window.onChange = { [weak self] in self?.setNeedsDisplay() }
        renderer.invalidate()
        setNeedsDisplay()
    }

    // MARK: - Sources

    private func startSources() {
        let box = UnsafeMainBox(self)
        let input = DispatchSource.makeReadSource(
            fileDescriptor: configuration.inputFileDescriptor, queue: .main)
        input.setEventHandler { box.value.readInput() }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + configuration.tickInterval, repeating: configuration.tickInterval)
        timer.setEventHandler {
            if box.value.window.tick() { box.value.setNeedsDisplay() }
        }
        sources = [input, timer]
        sources.forEach { $0.resume() }
        if Terminal.isTerminal(configuration.outputFileDescriptor) {
            resizeMonitor = ResizeMonitor { DispatchQueue.main.async { box.value.resized() } }
        }
    }

    private func stopSources() {
        sources.forEach { $0.cancel() }
        sources = []
        resizeMonitor?.cancel()
        resizeMonitor = nil
    }
}

/// Carries the application into main-queue closures. NB: everything it touches runs on the main queue,
/// which `run()` requires; the box only satisfies the compiler's Sendable check for Dispatch closures.
private struct UnsafeMainBox: @unchecked Sendable {
    let value: Application
    init(_ value: Application) { self.value = value }
}
