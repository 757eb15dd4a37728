import FormSpecYAML

extension DiagnosticID {
    /// `logic.cycle`: controls whose conditions depend on one another in a cycle.
    public static let logicCycle = DiagnosticID("logic.cycle", severity: .error)
}

/// `logic.cycle`: controls whose conditions test one another's answers in a cycle (`a` visible
/// when `b` is on, `b` when `a` is): reported once per cycle, at its first control's test, with
/// a note at each other member's.
enum LogicCycleRule: FormRule {
    static let diagnosticIDs: [DiagnosticID] = [.logicCycle]
    static let explanations = [
        Explanation(
            .logicCycle, summary: "controls whose conditions depend on one another in a cycle",
            checks:
                "Controls whose conditions (`visibleWhen`, `enabledWhen`, `requiredWhen`, their items' `enabledWhen`) test one another's answers in a cycle: `a` is shown when `b` is on, and `b` when `a` is. The diagnostic is at the first control's test of the next one; a note at each other member's says what it tests. A condition on the control itself is `logic.self-reference`.",
            reason:
                "Each control of a cycle waits for another to be answered: none may ever appear or be enabled, and what the form shows depends on the order a person answers in.",
            triggering: ExampleSpec.form(
                """
                  - type: toggle
                    id: a
                    label: A
                    visibleWhen: {control: 1️⃣b, is: on}
                  - type: toggle
                    id: b
                    label: B
                    visibleWhen: {control: a, is: on}
                """),
            passing: ExampleSpec.form(
                """
                  - type: toggle
                    id: a
                    label: A
                  - type: toggle
                    id: b
                    label: B
                    visibleWhen: {control: a, is: on}
                """))
    ]

    static func check(_ form: FormSyntax, into sink: inout DiagnosticCollector) {
        guard form.hasLogic, testsALaterControl(form) else { return }
        // The controls are the graph's vertices, by their positions in `form.logicFacts`; each
        // test of another control an edge (read in place from the index, no list per control).
        func successors(_ position: Int) -> some Collection<Int> {
            form.logicIndex.tests(of: position).lazy.compactMap { $0.target == position ? nil : $0.target }
        }
        func id(_ position: Int) -> String { form.logicFacts[position]?.id?.value ?? "" }
        for component in StronglyConnected.components(count: form.logicFacts.count, successors: successors)
        where component.count > 1 {
            let members = Set(component)
            let ordered = component.sorted()
            let names = WordList.joined(naming: ordered.lazy.map { "'\(id($0))'" }, "and")
            var links: [(String, SourcePlace)] = []
            for member in ordered {
                guard
                    let test = form.logicIndex.tests(of: member).first(where: { test in
                        test.target.map { $0 != member && members.contains($0) } ?? false
                    })
                else { continue }
                links.append(
                    ("the '\(test.key)' of '\(id(member))' tests '\(test.control.value)'", test.control.place))
            }
            guard let first = links.first else { continue }
            sink.report(
                .logicCycle,
                "the conditions of \(names) depend on one another in a cycle: \(first.0); make one of them depend on none of the others",
                at: first.1, notes: Array(links.dropFirst()))
        }
    }
}

extension LogicCycleRule {
    /// Whether a condition of the form tests a control written after its own. A cycle goes from a
    /// control to a later one somewhere, so a form whose conditions all test earlier controls (as
    /// most forms' do) has none, and needs no search for one.
    static func testsALaterControl(_ form: FormSyntax) -> Bool {
        form.logicFacts.indices.contains { position in
            form.logicIndex.tests(of: position).contains { ($0.target ?? position) > position }
        }
    }
}

/// The strongly connected components of a directed graph, found without recursion (Tarjan's
/// algorithm with an explicit stack), so that a form of many controls cannot exhaust the stack.
enum StronglyConnected {
    /// The components of the graph of `count` vertices whose edges `successors` gives.
    static func components<Successors: Collection<Int>>(count: Int, successors: (Int) -> Successors) -> [[Int]] {
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var next = 0
        for root in 0..<count where index[root] < 0 {
            // Each frame: a vertex, its successors and the next of them to visit.
            var frames: [(vertex: Int, successors: Successors, next: Successors.Index)] = []
            let rootSuccessors = successors(root)
            frames.append((root, rootSuccessors, rootSuccessors.startIndex))
            index[root] = next
            lowLink[root] = next
            next += 1
            stack.append(root)
            onStack[root] = true
            while var frame = frames.popLast() {
                if frame.next < frame.successors.endIndex {
                    let successor = frame.successors[frame.next]
                    frame.next = frame.successors.index(after: frame.next)
                    frames.append(frame)
                    if index[successor] < 0 {
                        index[successor] = next
                        lowLink[successor] = next
                        next += 1
                        stack.append(successor)
                        onStack[successor] = true
                        let next = successors(successor)
                        frames.append((successor, next, next.startIndex))
                    } else if onStack[successor] {
                        lowLink[frame.vertex] = min(lowLink[frame.vertex], index[successor])
                    }
                    continue
                }
                if let parent = frames.last?.vertex {
                    lowLink[parent] = min(lowLink[parent], lowLink[frame.vertex])
                }
                guard lowLink[frame.vertex] == index[frame.vertex] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == frame.vertex { break }
                }
                components.append(component)
            }
        }
        return components
    }
}
