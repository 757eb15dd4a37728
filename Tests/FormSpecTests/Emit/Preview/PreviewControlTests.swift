import Testing

@testable import FormSpec

@Suite struct PreviewControlTests {
    @Test func drawsTheFormHeader() {
        let form = PreviewFixtures.form(
            """
            formspec: 1
            id: signup
            title: Event sign-up
            locale: de-DE
            controls:
              - {type: toggle, id: news, label: News}
            """)
        #expect(
            form?.preview() == """
                form signup
                  title: Event sign-up
                  locale: de_DE
                  controls: 1

                toggle news
                  [off] News

                """)
    }

    @Test func drawsEachCheckboxState() {
        let blocks = PreviewFixtures.blocks(
            """
              - {type: checkbox, id: a, label: On, state: on}
              - {type: checkbox, id: b, label: Off}
              - {type: checkbox, id: c, label: Clear, threeState: true, state: clear}
            """)
        #expect(
            blocks == """
                checkbox a
                  [x] On (app text)
                  state: on
                  images: symbols

                checkbox b
                  [ ] Off (app text)
                  state: off
                  images: symbols

                checkbox c
                  [-] Clear (app text)
                  state: clear · three-state
                  images: symbols

                """)
    }

    @Test func listsTheFactsThatMatter() {
        let blocks = PreviewFixtures.blocks(
            """
              - type: checkbox
                id: terms
                label: I accept
                accessibilityLabel: I accept the terms
                enabled: false
                threeState: true
                value: 1
                images: {on: box-on, off: box-off, rendering: original}
                haptics: false
                tint: systemRed
              - type: checkbox
                id: same-label
                label: Same
                accessibilityLabel: Same
                threeState: true
                images: {on: a, off: b, clear: c}
            """)
        #expect(
            blocks == """
                checkbox terms (disabled)
                  [x] I accept (app text)
                  accessibility label: I accept the terms
                  state: on · three-state
                  images: custom (original) · on: box-on · off: box-off
                  CLEAR shows the OFF image
                  haptics: off
                  tint: systemRed

                checkbox same-label
                  [ ] Same (app text)
                  state: off · three-state
                  images: custom (template) · on: a · off: b · clear: c

                """)
    }

    @Test func saysWhenClearShowsTheOffImageOnlyWhenItMatters() {
        let blocks = PreviewFixtures.blocks(
            """
              - {type: checkbox, id: three, label: T, threeState: true, useOffImageForClear: true}
              - {type: checkbox, id: two, label: T, images: {on: a, off: b}}
            """)
        #expect(
            blocks?.contains(
                "checkbox three\n  [ ] T (app text)\n  state: off · three-state\n  images: symbols\n  CLEAR shows the OFF image\n"
            ) == true)
        #expect(
            blocks?.contains(
                "checkbox two\n  [ ] T (app text)\n  state: off\n  images: custom (template) · on: a · off: b\n")
                == true)
        #expect(blocks?.components(separatedBy: "CLEAR shows").count == 2)
    }

    @Test func drawsToggles() {
        let blocks = PreviewFixtures.blocks(
            """
              - {type: toggle, id: wifi, label: Wi-Fi, state: on}
              - {type: toggle, id: dark, accessibilityLabel: Dark mode, enabled: false}
            """)
        #expect(
            blocks == """
                toggle wifi
                  [on ] Wi-Fi

                toggle dark (disabled)
                  [off]
                  accessibility label: Dark mode

                """)
    }

    @Test func drawsACheckboxGroup() {
        let blocks = PreviewFixtures.blocks(
            """
              - type: checkboxGroup
                id: toppings
                label: Pizza toppings
                title: Toppings
                axis: horizontal
                intent: error
                selected: [ham, cheese]
                items:
                  - {id: cheese, label: Extra cheese}
                  - {id: ham, label: Ham, enabled: false, accessibilityLabel: Smoked ham}
                  - {id: olives, accessibilityLabel: Black olives}
            """)
        #expect(
            blocks == """
                checkboxGroup toppings
                  label: Pizza toppings
                  title: Toppings
                  axis: horizontal · intent: error
                  [x] cheese: Extra cheese
                  [x] ham: Ham (disabled)
                      accessibility label: Smoked ham
                  [ ] olives
                      accessibility label: Black olives

                """)
    }

    @Test func drawsARadioGroup() {
        let blocks = PreviewFixtures.blocks(
            """
              - type: radioGroup
                id: size
                title: Size
                enabled: false
                selected: m
                items: [{id: s, label: Small}, {id: m, label: Medium}]
              - type: radioGroup
                id: none
                title: Nothing chosen
                items: [{id: a, label: A}]
            """)
        #expect(
            blocks == """
                radioGroup size (disabled)
                  title: Size
                  axis: vertical · intent: basic
                  ( ) s: Small (disabled)
                  (•) m: Medium (disabled)

                radioGroup none
                  title: Nothing chosen
                  axis: vertical · intent: basic
                  ( ) a: A

                """)
    }
}
