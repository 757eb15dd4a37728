/// Swift code of a control's answer in the generated `Values`, written with the control's names:
/// `"Set<\(.items)>"`, `"\(.constant).state == .on"`. The writer copies its text and writes the
/// names; the template writes the names as Stencil expressions.
struct SwiftAnswerCode: ExpressibleByStringInterpolation, Sendable {
    /// A name the code is written with.
    enum Name: Sendable {
        /// The control's constant, qualified by its form's enum (`ConferenceSignupForm.ticket`).
        case constant
        /// The enum of a group's items (`TicketItem`).
        case items
        /// A group's declared selection, typed with its items' enum, qualified by its form's enum
        /// (`ConferenceSignupForm.ticketSelection`).
        case selection
        /// The control's property in the `uikit` screen's `FormControls` (`ticket`).
        case property
        /// The control's answer in the `values` at hand (`values.ticket`).
        case answer
        /// The control's answer in the `Values` whose code it is (`self.ticket`).
        case ownAnswer

        /// The name as the built-in `swift` template writes it, from its context variables `form`
        /// and `control`.
        var template: String {
            switch self {
            case .constant: return "{{ form.id|swiftTypeName:\"Form\" }}.{{ control.id|swiftName }}"
            case .items: return "{{ control.id|swiftTypeName:\"Item\" }}"
            case .selection:
                return "{{ form.id|swiftTypeName:\"Form\" }}.{{ control.id|swiftName:\"Selection\" }}"
            case .property: return "{{ control.id|swiftProperty }}"
            case .answer: return "values.{{ control.id|swiftName }}"
            case .ownAnswer: return "self.{{ control.id|swiftName }}"
            }
        }

        /// The name for the control `id`, whose constant is `name` in the form's enum `formName`,
        /// as the compiler writes it.
        func written(control id: String, constant name: String, inForm formName: String) -> String {
            switch self {
            case .constant: return formName + "." + name
            case .items: return SwiftNames.items(ofGroup: id)
            case .selection: return formName + "." + SwiftNames.selection(ofGroup: id)
            case .property: return SwiftNames.formControlsMember(id)
            case .answer: return "values." + name
            case .ownAnswer: return "self." + name
            }
        }
    }

    /// A piece of the code: text as UTF-8, or a name.
    enum Piece: Sendable {
        case text([UInt8])
        case name(Name)
    }

    /// The code, in order.
    let pieces: [Piece]

    init(stringLiteral text: String) {
        pieces = [.text(Array(text.utf8))]
    }

    init(stringInterpolation: Interpolation) {
        pieces = stringInterpolation.pieces
    }

    /// The code as the template writes it.
    var template: String {
        pieces.map { piece in
            switch piece {
            case .text(let bytes): return String(decoding: bytes, as: UTF8.self)
            case .name(let name): return name.template
            }
        }
        .joined()
    }

    /// The code as the documents show it, each name as what it stands for (`Set<…Item>`).
    var shown: String {
        pieces.map { piece in
            switch piece {
            case .text(let bytes): return String(decoding: bytes, as: UTF8.self)
            case .name(.items): return "…Item"
            case .name(let name): return "…" + String(describing: name)
            }
        }
        .joined()
    }

    /// The pieces of code written `"…\(.name)…"`.
    struct Interpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        init(literalCapacity _: Int, interpolationCount _: Int) {}

        mutating func appendLiteral(_ text: String) {
            if !text.isEmpty { pieces.append(.text(Array(text.utf8))) }
        }

        mutating func appendInterpolation(_ name: Name) {
            pieces.append(.name(name))
        }
    }
}
