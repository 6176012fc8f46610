import Foundation

/// Finds the `sesame` executable the package built (this test target depends on it).
enum SesameExecutable {
    /// `sesame` next to the running test bundle (`.build/<config>/`), or else in the package's
    /// `.build/debug` and `.build/release`.
    static func url() throws -> URL {
        for directory in candidateDirectories() {
            let url = directory.appendingPathComponent("sesame")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw SesameServerError(
            description: "no sesame executable near the test bundle; run `swift build --product sesame`")
    }

    private static func candidateDirectories() -> [URL] {
        var directories: [URL] = []
        // The test bundle `.build/<config>/SesamePackageTests.xctest`: on Linux the running executable
        // itself, on macOS a loaded bundle directory.
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            directories.append(executable.deletingLastPathComponent())
        }
        var package = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { package.deleteLastPathComponent() }
        directories.append(package.appendingPathComponent(".build/debug"))
        directories.append(package.appendingPathComponent(".build/release"))
        return directories
    }
}
