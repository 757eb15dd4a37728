/// A control's own syntax or model (its body), in a box whose class says the body's type. The
/// stages reach a body through its control's definition, which made it: the definition reads the
/// box as its own type without a dynamic cast or a copy (``ControlDefinition``), and so does a
/// library user, through the accessor of the control's type (``ControlModel/checkbox``, …).
/// Any box is a ``ControlBody`` (a marker protocol adds no witness table: the box is one reference).
typealias ControlBodyBox = AnyObject & Sendable

/// The box of a body of type `Body`. Immutable: it holds the body and nothing else.
final class ControlBody<Body: Sendable>: Sendable {
    let body: Body

    init(_ body: Body) {
        self.body = body
    }
}

extension ControlDefinition {
    /// The syntax body in `box`, which this definition made (checked in debug builds).
    static func syntax(in box: ControlBodyBox) -> Syntax {
        UncheckedCasts.downcast(box, to: ControlBody<Syntax>.self).body
    }

    /// The model body in `box`, which this definition made (checked in debug builds).
    static func model(in box: ControlBodyBox) -> Model {
        UncheckedCasts.downcast(box, to: ControlBody<Model>.self).body
    }

    /// The syntax body in `box`, for a library user.
    static func erasedSyntax(in box: ControlBodyBox) -> any ControlSyntaxBody {
        syntax(in: box)
    }

    /// The model body in `box`, for a library user.
    static func erasedModel(in box: ControlBodyBox) -> any ControlModelBody {
        model(in: box)
    }
}
