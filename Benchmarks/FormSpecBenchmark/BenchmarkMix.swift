import FormSpec

/// What a generated benchmark spec is made of: each control type's share of its controls and the
/// features it holds. Specs of other shapes cost the compiler differently (a calendar of 200 dates
/// is not twenty checkboxes), so the benchmark measures several mixes and keeps the worst figure.
struct BenchmarkMix: Sendable {
    /// Something a spec of the mix holds, which `generate`'s test looks for in its output.
    enum Feature: String, CaseIterable, Sendable {
        /// Block mappings nested under a control's keys.
        case blockStyle = "block-style"
        /// Flow mappings and sequences (`{on: …, off: …}`, `[a, b]`).
        case flowStyle = "flow-style"
        /// Checkboxes with custom images.
        case checkboxImages = "checkbox-images"
        /// Tints written as hex colours (`"#FF8800"`).
        case hexTints = "hex-tints"
        /// `x-` keys on the form.
        case formExtensions = "form-extensions"
        /// `x-` keys on controls.
        case controlExtensions = "control-extensions"
        /// Group items and calendar dates with `x-` keys.
        case itemExtensions = "item-extensions"
        /// Checkbox and radio groups of two to six items.
        case groups
        /// Calendars with dates.
        case calendars
        /// Calendars of many dates (``manyDates``).
        case manyDates = "many-dates"
        /// Comment lines among the controls.
        case comments
        /// `# formspec:disable-next-line` comments, each silencing the info on the line below it.
        case suppressions
        /// A `.formspec.yml` written beside the spec (`generate --configuration FILE`).
        case configuration
    }

    /// How calendars of many dates are drawn: `percent` calendars in a hundred hold `dates`.
    struct ManyDates: Sendable {
        let percent: Int
        let dates: ClosedRange<Int>
    }

    /// The name `generate --mix` takes.
    let name: String
    /// What the mix is, for the tool's help.
    let summary: String
    /// Each type's share of a spec's controls: a control's type is drawn among their sum.
    let shares: [ControlType: Int]
    let features: Set<Feature>
    /// The dates of an ordinary calendar.
    let calendarDates: ClosedRange<Int>
    /// Calendars of many dates, if the mix has them.
    let manyDates: ManyDates?
    /// How many block-style group items in a hundred carry an `x-` key.
    let itemExtensionPercent: Int

    func has(_ feature: Feature) -> Bool {
        features.contains(feature)
    }

    /// Every feature but the ones `current` never held.
    private static let everyFeature = Set(Feature.allCases)

    /// The generator's mix before mixes were named: checkboxes first, toggles, groups and calendars
    /// of 3–12 dates, the two other types at 5 in 110; no comments among the controls, no
    /// suppression, no configuration. Its specs are byte for byte those of earlier editions.
    static let current = BenchmarkMix(
        name: "current",
        summary: "checkboxes 30, toggles 18, each group 17, calendars 18 of 3-12 dates, the others 5 (in 110)",
        shares: Dictionary(uniqueKeysWithValues: ControlType.allCases.map { ($0, BenchmarkWriters.share(of: $0)) }),
        features: everyFeature.subtracting([.manyDates, .comments, .suppressions, .configuration]),
        calendarDates: 3...12, manyDates: nil, itemExtensionPercent: 10)

    /// Every control type in equal shares and every feature: calendars of 5–30 dates, one in ten
    /// of 60–150.
    static let even = BenchmarkMix(
        name: "even", summary: "every control type in equal shares, every feature, calendars of 5-30 dates",
        shares: Dictionary(uniqueKeysWithValues: ControlType.allCases.map { ($0, 1) }),
        features: everyFeature, calendarDates: 5...30, manyDates: ManyDates(percent: 10, dates: 60...150),
        itemExtensionPercent: 40)

    /// Calendars first (70 in 100), a third of them of 60–250 dates; every feature.
    static let calendars = BenchmarkMix(
        name: "calendars", summary: "calendars 70 in 100, a third of them of 60-250 dates, every feature",
        shares: Dictionary(uniqueKeysWithValues: ControlType.allCases.map { ($0, $0 == .calendar ? 70 : 5) }),
        features: everyFeature, calendarDates: 5...30, manyDates: ManyDates(percent: 33, dates: 60...250),
        itemExtensionPercent: 40)

    /// The named mixes, in the order the benchmark measures them.
    static let named = [current, even, calendars]
}
