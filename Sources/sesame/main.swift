import Foundation

// sesame <command> [options]: dispatches to the command's `run`, which returns the exit status.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let first = arguments.first else {
    StandardStreams.printError(CommandRegistry.usage)
    exit(2)
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
