/// How Stencil 0.15 cuts a tag's contents into words (`Token.components`), rewritten here because
/// Stencil keeps it to itself: words are separated by spaces, a quoted phrase stays one word, a
/// word ending in `,`, `|` or `:` takes the next one (`a |b` is `a|b`), and parentheses are words
/// of their own. Every quirk is kept: what is checked must be what Stencil reads.
enum StencilWords {
    /// The words of `contents` (Stencil's `String.smartSplit()`), cut short once there are more
    /// than `limit`.
    static func split(_ contents: String, limit: Int) -> [String] {
        var words: [String] = []
        var word = ""
        var separator: Character = " "
        var singleQuotes = 0
        var doubleQuotes = 0
        for character in contents where words.count <= limit {
            if character == "'" {
                singleQuotes += 1
            } else if character == "\"" {
                doubleQuotes += 1
            }
            if character == separator {
                if separator != " " {
                    word.append(separator)
                } else if (singleQuotes.isMultiple(of: 2) || doubleQuotes.isMultiple(of: 2)) && !word.isEmpty {
                    append(word, to: &words, limit: limit)
                    word = ""
                }
                separator = " "
            } else {
                if separator == " " && (character == "'" || character == "\"") {
                    separator = character
                }
                word.append(character)
            }
        }
        if !word.isEmpty, words.count <= limit {
            append(word, to: &words, limit: limit)
        }
        return words
    }

    /// Stencil's `appendWord(_:to:)`, without its recursion: a parenthesis at the start of a word
    /// is a word before it, one at its end a word after it.
    private static func append(_ word: String, to words: inout [String], limit: Int) {
        let joining = ",|:"
        var word = word
        var after: [String] = []
        while words.count + after.count <= limit {
            guard let last = words.last else {
                words.append(word)
                break
            }
            if let lastCharacter = last.last, joining.contains(lastCharacter) {
                if words.count == 1 && word == "for" {
                    words.append(word)
                } else {
                    words[words.count - 1] += word
                }
                break
            } else if joining.contains(word) {
                words[words.count - 1] += word
                break
            } else if word != "(" && word.first == "(" || word != ")" && word.first == ")" {
                words.append(String(word.prefix(1)))
                word = String(word.dropFirst())
            } else if word != "(" && word.last == "(" || word != ")" && word.last == ")" {
                after.append(String(word.suffix(1)))
                word = String(word.dropLast())
            } else {
                words.append(word)
                break
            }
        }
        words += after.reversed()
    }

    /// A line of a tag without the spaces around it, as Stencil's `String.trim(character: " ")`
    /// does it: spaces after the first character are kept when nothing else follows it.
    static func trimmingSpaces(_ line: String) -> String {
        var first = line.startIndex
        while first != line.endIndex, line[first] == " " { first = line.index(after: first) }
        if first == line.endIndex { first = line.startIndex }
        var last = line.endIndex
        var index = line.index(before: line.endIndex)
        while index != line.startIndex {
            if line[index] != " " {
                last = line.index(after: index)
                break
            }
            index = line.index(before: index)
        }
        return String(line[first..<last])
    }
}
