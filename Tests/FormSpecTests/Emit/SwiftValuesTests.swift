import FormSpecYAML
import Testing

@testable import FormSpec

/// The `Values` of the built-in `swift` output: a property per control holding its answer in
/// the narrowest type, whose default is read from the control's constant, and a JSON object keyed
/// by the control ids, read back through `SavedAnswers` (a calendar's answer checked against its
/// dates that can be chosen). (Tests/GeneratedSwift builds it and checks its JSON against the spec's.)
@Suite struct SwiftValuesTests {
    private static let spec = """
        formspec: 1
        id: order
        controls:
          - {type: checkbox, id: gift-wrap, label: Gift wrap}
          - {type: checkbox, id: signed, label: Signed, threeState: true, state: clear}
          - {type: toggle, id: express, label: Express}
          - {type: radioButton, id: pickup, label: Pick up}
          - {type: sparkCheckbox, id: terms, label: Terms}
          - type: checkboxGroup
            id: extras
            title: Extras
            items: [{id: extra-cheese, label: Cheese}]
          - type: radioGroup
            id: size
            title: Size
            items: [{id: small, label: Small}]
          - type: calendar
            id: day
            label: Day
            dates: [{date: 2027-03-15, selected: true}]
        """

    @Test func eachControlHasItsAnswer() throws {
        let source = SourceFile(name: "order.form.yaml", bytes: Array(Self.spec.utf8))
        let form = try #require(Compiler(checksSwiftNames: true).compile(source).form)
        let swift = form.swift(spec: source.name)
        let values = try #require(swift.range(of: "    public struct Values"))
        let questions = try #require(swift.range(of: "\n        /// Whether `control` is shown"))
        #expect(
            swift[values.lowerBound..<questions.lowerBound] == """
                    public struct Values: Sendable, Hashable, Codable {
                        /// The checkbox `gift-wrap`: whether it is on.
                        public var giftWrap: Bool = OrderForm.giftWrap.state == .on
                        /// The checkbox `signed`: its state (off, clear or on).
                        public var signed: CheckboxControl.State = OrderForm.signed.state
                        /// The toggle `express`: whether it is on.
                        public var express: Bool = OrderForm.express.state == .on
                        /// The radioButton `pickup`: whether it is selected.
                        public var pickup: Bool = OrderForm.pickup.selected
                        /// The sparkCheckbox `terms`: its state (selected, unselected or indeterminate).
                        public var terms: SparkCheckboxControl.State = OrderForm.terms.state
                        /// The checkboxGroup `extras`: its selected items.
                        public var extras: Set<ExtrasItem> = OrderForm.extrasSelection
                        /// The radioGroup `size`: its selected item, if any.
                        public var size: SizeItem? = OrderForm.sizeSelection
                        /// The calendar `day`: its selected dates (a person can select only enabled ones).
                        public var day: Set<FormDate> = Set(OrderForm.day.dates.filter(\\.selected).map(\\.date))

                        /// The answers the spec declares.
                        public static let initial = Values()

                        /// The answers the spec declares (`initial`).
                        public init() {}

                        /// Reads answers saved by this version of the spec or an earlier one: an answer that is missing
                        /// is the spec's; an id the form has no control for, or an answer a control cannot hold now, throws.
                        public init(from decoder: any Decoder) throws {
                            let saved = try SavedAnswers(from: decoder, keyedBy: CodingKeys.self)
                            try saved.read(&self.giftWrap, at: CodingKeys.giftWrap)
                            try saved.read(&self.signed, at: CodingKeys.signed)
                            try saved.read(&self.express, at: CodingKeys.express)
                            try saved.read(&self.pickup, at: CodingKeys.pickup)
                            try saved.read(&self.terms, at: CodingKeys.terms)
                            try saved.read(&self.extras, at: CodingKeys.extras)
                            try saved.read(&self.size, at: CodingKeys.size)
                            try saved.read(&self.day, at: CodingKeys.day, choosingFrom: OrderForm.day.choosableDates)
                        }

                        private enum CodingKeys: String, CodingKey, CaseIterable {
                            case giftWrap = "gift-wrap"
                            case signed = "signed"
                            case express = "express"
                            case pickup = "pickup"
                            case terms = "terms"
                            case extras = "extras"
                            case size = "size"
                            case day = "day"
                        }

                        /// Writes every answer under its control's id, even no answer (`null`).
                        public func encode(to encoder: any Encoder) throws {
                            var container = encoder.container(keyedBy: CodingKeys.self)
                            try container.encode(giftWrap, forKey: .giftWrap)
                            try container.encode(signed, forKey: .signed)
                            try container.encode(express, forKey: .express)
                            try container.encode(pickup, forKey: .pickup)
                            try container.encode(terms, forKey: .terms)
                            try container.encode(extras, forKey: .extras)
                            try container.encode(size, forKey: .size)
                            try container.encode(day, forKey: .day)
                        }

                """)
        #expect(swift.contains("public enum ExtrasItem: String, CaseIterable, Codable, Sendable {"))
    }

    /// Each control's answer as the form's logic reads it, written as its folder says; a form
    /// without logic reads none, and has the same questions.
    @Test func eachControlsAnswerIsReadByTheLogic() throws {
        let spec = Self.spec.replacingOccurrences(
            of: "{type: checkbox, id: gift-wrap, label: Gift wrap}",
            with: "{type: checkbox, id: gift-wrap, label: Gift wrap, required: true}")
        let source = SourceFile(name: "order.form.yaml", bytes: Array(spec.utf8))
        let swift = try #require(Compiler(checksSwiftNames: true).compile(source).form).swift(spec: source.name)
        #expect(
            swift.contains(
                """
                        private func logicAnswer(_ control: Control) -> FormAnswer {
                            switch control {
                            case .giftWrap: return .on(self.giftWrap)
                            case .signed: return .word(self.signed.rawValue, answered: self.signed == .on)
                            case .express: return .on(self.express)
                            case .pickup: return .on(self.pickup)
                            case .terms: return .word(self.terms.rawValue, answered: self.terms == .selected)
                            case .extras: return .items(self.extras)
                            case .size: return .item(self.size)
                            case .day: return .dates(self.day)
                            }
                        }
                    }
                }

                """))
        #expect(swift.contains("    public static let logic = FormLogic<Control>(form, table: \"Forms\")\n"))
        #expect(swift.contains("        case giftWrap = \"gift-wrap\"\n        case signed = \"signed\"\n"))
        #expect(swift.contains("        public func isEnabled(_ item: SizeItem) -> Bool {\n"))
        let plain = try #require(
            Compiler(checksSwiftNames: true).compile(SourceFile(name: "order.form.yaml", bytes: Array(Self.spec.utf8)))
                .form
        ).swift(spec: source.name)
        #expect(
            plain.contains("        private func logicAnswer(_ control: Control) -> FormAnswer {\n            .none"))
        #expect(plain.contains("        public var canSubmit: Bool {\n"))
    }

    /// A group's selection is a constant in its items' enum, after that enum, which its answer reads.
    @Test func aGroupsSelectionIsTyped() throws {
        let spec = Self.spec.replacingOccurrences(
            of: "items: [{id: extra-cheese, label: Cheese}]",
            with:
                "items: [{id: extra-cheese, label: Cheese}, {id: olives, label: Olives}]\n    selected: [olives, extra-cheese]"
        )
        let source = SourceFile(name: "order.form.yaml", bytes: Array(spec.utf8))
        let swift = try #require(Compiler(checksSwiftNames: true).compile(source).form).swift(spec: source.name)
        #expect(
            swift.contains(
                """
                        case olives
                    }

                    /// What `extras` selects as the spec declares it: its `selected`, in its items' enum.
                    public static let extrasSelection: Set<ExtrasItem> = [.extraCheese, .olives]

                """))
        #expect(swift.contains("    public static let sizeSelection: SizeItem? = nil\n\n"))
    }
}
