/// The command a mistyped word most likely meant (`sigin` → `signin`), for "did you mean …?".
enum CommandSuggestion {
    /// The command or group name within two edits of `word` (one for words under five letters),
    /// the nearest first; nil when none is that close.
    static func nearest(to word: String) -> String? {
        let typed = Array(word.lowercased().prefix(40))
        let limit = typed.count < 5 ? 1 : 2
        var best: (name: String, distance: Int)?
        for command in CommandRegistry.all {
            let name = command.name
            let edits = distance(typed, Array(name))
            if edits <= limit, edits < best?.distance ?? Int.max { best = (name, edits) }
        }
        return best?.name
    }

    /// The Levenshtein distance between `a` and `b` (insertions, deletions and substitutions), one row
    /// at a time.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(
                    min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
