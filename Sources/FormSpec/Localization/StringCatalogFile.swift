#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A String Catalog file on disk, merged with the texts of forms (``StringCatalog/merge(_:)``)
/// and written back through ``OutputFile``: atomically, and only when it changes, so that a
/// catalog nothing changed keeps its modification time.
package struct StringCatalogFile: Sendable {
    package var path: String
    /// The size limit of the file read.
    package var maxFileSize: Int
    /// The most diagnostics kept of a broken catalog (0: all).
    package var maxDiagnostics: Int

    package init(
        path: String, maxFileSize: Int = SpecReader.defaultMaxFileSize,
        maxDiagnostics: Int = Compiler.defaultMaxDiagnostics
    ) {
        self.path = path
        self.maxFileSize = maxFileSize
        self.maxDiagnostics = maxDiagnostics
    }

    /// What a merge did to the file, or why it did not: a file that is not a catalog
    /// (``StringCatalogReader``) or that cannot be written (`io.write-failed`) is left as it was.
    package enum Merge: Sendable {
        case merged(OutputFile.Outcome)
        case failed([Diagnostic], source: SourceFile?)
    }

    /// The catalog the file holds (a new one when it does not exist, but with `requiringFile`, for
    /// a reader that has nothing to read then), or why it cannot be read: the diagnostics, and the
    /// file's text when it could be read (for their source lines).
    package func read(requiringFile: Bool = false) -> (
        catalog: StringCatalog?, failures: [Diagnostic], source: SourceFile?
    ) {
        var status = stat()
        guard requiringFile || stat(path, &status) == 0 || errno != ENOENT else { return (StringCatalog(), [], nil) }
        switch SpecReader(maxFileSize: maxFileSize, readsRegularFilesOnly: true).load(.file(path)) {
        case .failure(let diagnostic):
            return (nil, [diagnostic], nil)
        case .success(let source):
            let read = StringCatalogReader.read(source, maxDiagnostics: maxDiagnostics)
            return (read.catalog, read.diagnostics, source)
        }
    }

    /// Merges `texts` into the catalog (a new one when the file does not exist); with
    /// `checkOnly`, only says whether the file would change.
    package func merge(_ texts: [LocalizedText], checkOnly: Bool = false) -> Merge {
        let read = read()
        guard var catalog = read.catalog else { return .failed(read.failures, source: read.source) }
        catalog.merge(texts)
        do {
            let outcome = try OutputFile(path: path).update(checkOnly: checkOnly, replacing: read.source?.bytes) {
                output in
                StringCatalogWriter.write(catalog.json, into: &output)
            }
            return .merged(outcome)
        } catch {
            return .failed([Diagnostic(.ioWriteFailed, "\(error)", file: path, range: .fileStart)], source: nil)
        }
    }
}
