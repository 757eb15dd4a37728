import FormSpecYAML

extension AnswerSpace {
    /// The answers of the control a spec's tree writes at `node` (a mapping of its `controls`),
    /// as its folder says them (``ControlAnswers``), for an editor that completes a condition's
    /// test; nil when it is no control of a known type. What is wrong in it is not reported.
    package static func ofControl(at node: Node) -> AnswerSpace? {
        node.withParsedNode { parsed in
            // The file's text is not needed: an answer is never a value YAML reads as null.
            var decoder = SyntaxDecoder(bytes: [], collector: DiagnosticCollector(file: ""))
            let control = decoder.reading(parsed) { $0.control(parsed) }
            return control.flatMap { control in control.type.flatMap { $0.value.answers.answers(of: control) } }
        }
    }
}
