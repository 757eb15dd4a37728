/// A file name as the file system gives it, bytes that need not be UTF-8, and as text.
package struct FileName: Sendable, Equatable {
    /// The name as text: the bytes themselves when they are UTF-8, else each byte that is not
    /// part of a UTF-8 character written `\xHH` (`caf\xE9.form.yaml`), so that a diagnostic can
    /// show which name it is about.
    package let text: String
    /// Whether the bytes are UTF-8: a path is text in FormSpec, so a name that is not cannot be
    /// read or searched by it.
    package let isUTF8: Bool
    /// The name's bytes, as the file system has them.
    package let bytes: [UInt8]

    package init<Bytes: Collection<UInt8>>(_ bytes: Bytes) where Bytes.Index == Int {
        self.bytes = Array(bytes)
        if let text = String(validating: bytes, as: UTF8.self) {
            (self.text, isUTF8) = (text, true)
            return
        }
        var text = ""
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let length = Self.sequenceLength(lead: bytes[index])
            let end = min(index + length, bytes.endIndex)
            if let character = String(validating: bytes[index..<end], as: UTF8.self) {
                text += character
                index = end
            } else {
                let byte = bytes[index]
                text +=
                    "\\x" + String(byte >> 4, radix: 16, uppercase: true)
                    + String(byte & 0xF, radix: 16, uppercase: true)
                index += 1
            }
        }
        (self.text, isUTF8) = (text, false)
    }

    /// The last name of the path (after its last `/`), as bytes.
    package var lastName: [UInt8] {
        Array(bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).last ?? [])
    }

    /// The path in the form C functions take it: its bytes, then a zero.
    package var cPath: [CChar] { (bytes + [0]).map { CChar(bitPattern: $0) } }

    /// How many bytes the UTF-8 character starting with `lead` takes (1 for a byte that starts none).
    private static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return 1
        }
    }
}
