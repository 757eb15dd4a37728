#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The directory `compile` writes into, and the names of the files it writes there.
enum OutputDirectory {
    /// The name of the outputs of the spec `source`: its file name without its `.yaml` or
    /// `.yml` (`Forms/booking.form.yaml` → `booking.form`).
    static func outputName(of source: String) -> String {
        var name = source.split(separator: "/").last.map(String.init) ?? source
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        return name
    }

    /// The output file named `name` in `format` (`DIR/booking.form.json`).
    static func path(in directory: String, named name: String, format: OutputFormat) -> String {
        let separator = directory.hasSuffix("/") ? "" : "/"
        return directory + separator + name + "." + format.fileExtension
    }

    /// Makes `directory` ready for a run: creates it and its missing parents, and removes the
    /// temporary files a killed run left in it; the error when it cannot be created.
    static func prepare(_ directory: String) -> Result<Void, OutputError> {
        let created = create(directory)
        if case .success = created { TemporaryFiles.removeStale(in: directory) }
        return created
    }

    /// Creates `directory` and its missing parents; the error when it cannot.
    private static func create(_ directory: String) -> Result<Void, OutputError> {
        var path = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            path += component + "/"
            if mkdir(path, 0o777) != 0, errno != EEXIST {
                return .failure(OutputError(path: directory, errno: errno))
            }
        }
        return .success(())
    }
}
