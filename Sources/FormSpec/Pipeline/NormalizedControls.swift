import FormSpecYAML

/// The controls of a form that the pipeline normalized as the file was read (a compile, see
/// ``StreamedControls``), in their order: what the rules about the whole form and the compile
/// read of them, instead of their syntax. A form's ``FormSyntax/controls`` are then empty.
struct NormalizedControls: Sendable {
    /// Where each control is written.
    private(set) var places: [SourcePlace] = []
    /// The ids of the controls that have one, in order.
    private(set) var ids: [Located<String>] = []
    /// The models made, in the controls' order: every control's but those waiting.
    private(set) var models: [ControlModel] = []
    /// The syntax of the controls normalized only once the form is read (those that take the
    /// form's locale before it is known), by their positions.
    private(set) var waiting: [Int: ControlSyntax] = [:]
    /// The logic of the controls that have some, in order.
    private(set) var logic: [ControlLogic] = []

    /// The logic of the control at `position`; nil when it has none.
    func logic(at position: Int) -> ControlLogic? {
        var low = 0
        var high = logic.count
        while low < high {
            let middle = (low + high) / 2
            if logic[middle].control < position { low = middle + 1 } else { high = middle }
        }
        return low < logic.count && logic[low].control == position ? logic[low] : nil
    }

    /// How many controls there are.
    var count: Int { places.count }

    /// Appends a control: its model, or else its syntax, which waits for the form; and its logic,
    /// whose position is made the control's here.
    mutating func append(
        place: SourcePlace, id: Located<String>?, model: ControlModel?, syntax: ControlSyntax?, logic: ControlLogic?
    ) {
        if var logic {
            logic.control = count
            self.logic.append(logic)
        }
        if let model {
            models.append(model)
        } else if let syntax {
            waiting[count] = syntax
        }
        places.append(place)
        if let id { ids.append(id) }
    }

    /// The models of every control, in order, those waiting made by `normalize`; nil as soon as
    /// one cannot be made. The models made already are handed over, not copied, when none waits.
    consuming func models(normalizing normalize: (ControlSyntax) -> ControlModel?) -> [ControlModel]? {
        guard !waiting.isEmpty else { return models }
        var all: [ControlModel] = []
        all.reserveCapacity(count)
        var made = 0
        for position in 0..<count {
            if let syntax = waiting[position] {
                guard let model = normalize(syntax) else { return nil }
                all.append(model)
            } else {
                all.append(models[made])
                made += 1
            }
        }
        return all
    }
}

extension FormSyntax {
    /// The ids of the controls that have one, in order.
    var controlIDs: [Located<String>] {
        normalized?.ids ?? controls.compactMap(\.id)
    }

    /// Where each control is written, in order.
    var controlPlaces: [SourcePlace] {
        normalized?.places ?? controls.map(\.place)
    }
}
