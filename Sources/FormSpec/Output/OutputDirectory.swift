#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The directory `compile` writes into, and the names of the files it writes there.
enum OutputDirectory {
    /// The output file of the spec `source` in `format`: the spec's file name with its `.yaml`
    /// or `.yml` replaced (`Forms/booking.form.yaml` → `DIR/booking.form.json`).
    static func path(in directory: String, for source: String, format: OutputFormat) -> String {
        var name = source.split(separator: "/").last.map(String.init) ?? source
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        let separator = directory.hasSuffix("/") ? "" : "/"
        return directory + separator + name + "." + format.fileExtension
    }

    /// Creates `directory` and its missing parents; the error when it cannot.
    static func create(_ directory: String) -> Result<Void, OutputError> {
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
