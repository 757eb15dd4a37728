import Testing

@testable import FormSpec

/// A condition of the normalized JSON written as a `FormCondition` literal, and anything else refused.
@Suite struct SwiftConditionLiteralTests {
    @Test func eachTestAndCombinationIsItsCase() {
        let condition: JSONValue = [
            "not": [
                "any": [
                    ["control": "ticket", "is": "student"], ["answered": false, "control": "days"],
                    ["all": [["control": "diet", "excludes": "vegan"], ["control": "name\"", "isNot": "off"]]],
                ]
            ]
        ]
        #expect(
            SwiftLiteral.condition(condition, indent: 1) == """
                .not(.any([
                        .test(control: "ticket", .is("student")),
                        .test(control: "days", .answered(false)),
                        .all([
                            .test(control: "diet", .excludes("vegan")),
                            .test(control: "name\\"", .isNot("off")),
                        ]),
                    ]))
                """)
    }

    @Test(arguments: [
        JSONValue.string("on"), ["control": "t"], ["control": "t", "is": true], ["control": "t", "answered": "yes"],
        ["all": ["control": "t", "is": "on"]], ["not": "x"], ["control": "t", "is": "on", "isNot": "off"],
        ["all": [["control": "t", "is": "on"], ["control": "u", "when": "on"]]],
    ])
    func whatIsNoConditionIsRefused(value: JSONValue) {
        #expect(SwiftLiteral.condition(value, indent: 0) == nil)
    }
}
