/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji
/// take two, combining marks and other zero-width characters none, everything else one. A
/// character (grapheme cluster) takes the width of its first scalar, or two when it asks for
/// emoji presentation (U+FE0F) or is a flag.
enum DisplayWidth {
    /// The columns of `text`.
    static func of(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        // Most text has no character of several scalars: add up its scalars, unless one of
        // them may join a character (a mark, a joiner, a selector, a skin tone, a flag half).
        var width = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x300 {
                width += 1
            } else if isWide(value), !joinsWideCharacter(value) {
                width += 2
            } else if (0x370...0x482).contains(value) || (0x2010...0x2027).contains(value) {
                width += 1
            } else {
                return text.reduce(0) { $0 + of($1) }
            }
        }
        return width
    }

    /// The columns of one character.
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x80 { return 1 }
        if isWide(first.value) { return 2 }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return isZeroWidth(first) ? 0 : 1
    }

    /// Whether a scalar is wide, from the main ranges of Unicode's East Asian Width (W and F)
    /// and the emoji shown as pictures by default.
    static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        var low = 0
        var high = wideRanges.count
        while low < high {  // the ranges are sorted and disjoint
            let middle = (low + high) / 2
            if value > wideRanges[middle].upperBound { low = middle + 1 } else { high = middle }
        }
        return low < wideRanges.count && wideRanges[low].contains(value)
    }

    /// Whether a wide scalar may belong to a character with the one before or after it: the
    /// ideographic tone marks, the combining kana voicing marks, skin tones, flag halves.
    private static func joinsWideCharacter(_ value: UInt32) -> Bool {
        (0x302A...0x302F).contains(value) || (0x3099...0x309A).contains(value)
            || (0x1F3FB...0x1F3FF).contains(value) || (0x1F1E6...0x1F1FF).contains(value)
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return (0x1160...0x11FF).contains(scalar.value) || (0xFE00...0xFE0F).contains(scalar.value)
        }
    }

    /// Sorted and disjoint, for a binary search.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initials
        0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
        0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
        0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
        0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
        0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,  // emoji in the BMP
        0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
        0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility jamo, enclosed CJK
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical, compatibility and small forms
        0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,  // Tangut, Khitan, kana supplements
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F1E6...0x1F1FF,  // regional indicators (flags)
        0x1F200...0x1F251, 0x1F260...0x1F265,
        0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF,
        0x1FA70...0x1FAFF,  // emoji pictographs
        0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and beyond
    ]
}
