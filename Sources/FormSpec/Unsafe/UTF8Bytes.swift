/// UTF-8 bytes read where they are, without copying them into an array or a `String`: a parsed
/// node's text (`ParsedNode.stringBytes`) or a string's own storage (`String.withUTF8`). The
/// bytes are borrowed: valid only during the call they are handed to, and never kept after it.
/// Code that takes them reads them as any collection of bytes.
typealias UTF8Bytes = UnsafeBufferPointer<UInt8>
