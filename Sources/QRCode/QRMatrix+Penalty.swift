/// The penalty score of §7.8.3 that picks the mask: runs of five or more like modules (N1 = 3, +1 per
/// extra module), 2×2 blocks of one colour (N2 = 3), finder-like 1:1:3:1:1 patterns with four light
/// modules on a side (N3 = 40), and the dark share's distance from 50 % (N4 = 10 per 5 %).
extension QRMatrix {
    func penalty() -> Int {
        var score = 0
        let columns = (0..<size).map { column in (0..<size).map { modules[$0][column] } }
        for line in modules + columns {
            score += runPenalty(line) + finderPenalty(line)
        }
        for row in 0..<size - 1 {
            for column in 0..<size - 1 {
                let colour = modules[row][column]
                if modules[row][column + 1] == colour, modules[row + 1][column] == colour,
                    modules[row + 1][column + 1] == colour
                {
                    score += 3
                }
            }
        }
        let dark = modules.reduce(0) { $0 + $1.filter { $0 }.count }
        let total = size * size
        let deviation = abs(dark * 20 - total * 10)
        score += (deviation / total) * 10
        return score
    }

    private func runPenalty(_ line: [Bool]) -> Int {
        var score = 0
        var run = 1
        for index in 1..<line.count {
            if line[index] == line[index - 1] {
                run += 1
            } else {
                if run >= 5 { score += run - 2 }
                run = 1
            }
        }
        if run >= 5 { score += run - 2 }
        return score
    }

    private static let finderLike: [Bool] = [true, false, true, true, true, false, true]

    private func finderPenalty(_ line: [Bool]) -> Int {
        var score = 0
        let count = line.count
        guard count >= 7 else { return 0 }
        for start in 0...(count - 7) where Array(line[start..<start + 7]) == Self.finderLike {
            let before = (max(0, start - 4)..<start).allSatisfy { !line[$0] } && start >= 4
            let after = (start + 7..<min(count, start + 11)).allSatisfy { !line[$0] } && start + 11 <= count
            if before || after { score += 40 }
        }
        return score
    }
}
