import Foundation

// sesame <command> [options]: dispatches to the command's `run`, which returns the exit status.
// `sesame` alone is the interactive app, which needs a terminal on standard input and output.
let arguments = Array(CommandLine.arguments.dropFirst())
// `sesame` alone, or with only the shared options (`sesame --server URL`), opens the app.
guard let first = arguments.first, !first.hasPrefix("--") || first == "--help" else {
    exit(await InteractiveApp.run(arguments: arguments))
}
if first == "--help" || first == "-h" || first == "help" {
    StandardStreams.printOut(CommandRegistry.usage)
    exit(0)
}
guard let command = CommandRegistry.command(named: first) else {
    StandardStreams.printError("sesame: unknown command '\(first.prefix(40))' (see 'sesame --help')")
    exit(2)
}
let status = await command.run(arguments: Array(arguments.dropFirst()))
exit(status)
