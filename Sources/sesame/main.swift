import Foundation

// sesame [shared options] <command> [options]: dispatches to the command's `run`, which returns the
// exit status. `sesame` alone (or with only shared options) is the interactive app, which needs a
// terminal on standard input and output.
switch CommandLineRoute(Array(CommandLine.arguments.dropFirst())) {
case .version(let json):
    StandardStreams.printOut(
        json ? CommandOutput.encoded(["version": SesameVersion.number]) : SesameVersion.line)
    exit(0)
case .overview:
    StandardStreams.printOut(CommandRegistry.usage)
    exit(0)
case .help(let command):
    StandardStreams.printOut(command.usage)
    exit(0)
case .unknown(let line):
    StandardStreams.printError(line)
    exit(2)
case .command(let command, let arguments):
    exit(await command.run(arguments: arguments))
case .app(let arguments):
    exit(await InteractiveApp.run(arguments: arguments))
}
