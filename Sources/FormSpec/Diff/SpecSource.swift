/// Where one version of a spec comes from: a file (or `-`, standard input) read as a run reads its
/// specs, or bytes read elsewhere (`git cat-file blob REV:path`), configured as the file `path` is.
package enum SpecSource: Sendable {
    case file(SpecReader.Input)
    /// Bytes named `name` (`REV:path`), configured as the spec at `configuredAs`.
    case bytes(name: String, bytes: [UInt8], configuredAs: String)
    /// A version that cannot be read (`git cat-file` failed, its name is not UTF-8): why.
    case failed(Diagnostic)
}
