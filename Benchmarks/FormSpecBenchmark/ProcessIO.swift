#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output or standard error, written with `write(2)` (no Foundation in this tool).
struct StandardStream {
    private let descriptor: Int32

    static let output = StandardStream(descriptor: 1)
    static let error = StandardStream(descriptor: 2)

    /// Writes all of `text`, unbuffered; gives up on a write error (such as a closed pipe).
    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var written = 0
            while written < bytes.count {
                #if canImport(Glibc)
                    let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                #else
                    let count = Darwin.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                #endif
                guard count > 0 else { return }
                written += count
            }
        }
    }
}

/// Reads a whole file into an array of exactly its size, so that the input costs its own size in
/// memory and no more (as in raw_events.c).
enum InputFile {
    static func read(_ path: String) throws(BenchmarkError) -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw .io("cannot open '\(path)'") }
        defer { fclose(file) }
        guard fseek(file, 0, SEEK_END) == 0, case let size = ftell(file), size >= 0, fseek(file, 0, SEEK_SET) == 0
        else {
            throw .io("cannot find the size of '\(path)'")
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = fread(buffer.baseAddress, 1, size, file)
        }
        guard bytes.count == size, ferror(file) == 0 else { throw .io("cannot read '\(path)'") }
        return bytes
    }
}

/// Writes a whole text file, replacing what the path held.
enum OutputText {
    static func write(_ text: String, to path: String) throws(BenchmarkError) {
        guard let file = fopen(path, "wb") else { throw .io("cannot create '\(path)'") }
        let bytes = Array(text.utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        guard fclose(file) == 0, written == bytes.count else { throw .io("cannot write '\(path)'") }
    }
}
