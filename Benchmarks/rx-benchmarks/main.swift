// rx-benchmarks: release-mode measurements of RxCore's hot paths.
// Usage: swift run -c release rx-benchmarks [case|all]   (cases: a b c d e1 e2 f f2)
import Foundation
import RxCore

let arguments = Array(CommandLine.arguments.dropFirst())
let requested = arguments.first ?? "all"
let cases = BenchmarkCase.all

if requested == "--help" || requested == "-h" {
    print("usage: rx-benchmarks [case|all]")
    print("cases: " + cases.map(\.name).joined(separator: " "))
    exit(0)
}

let selected = requested == "all" ? cases : cases.filter { $0.name == requested }
if selected.isEmpty {
    FileHandle.standardError.write(Data("rx-benchmarks: unknown case '\(requested)'\n".utf8))
    exit(2)
}
for benchmark in selected {
    print(benchmark.run())
}
