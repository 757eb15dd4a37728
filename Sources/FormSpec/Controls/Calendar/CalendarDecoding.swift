import FormSpecYAML

/// A calendar's own keys.
extension SyntaxDecoder {
    mutating func calendar(_ reader: MappingReader<ControlKey>) -> CalendarSyntax {
        var dates: [CalendarDateSyntax] = []
        if let slot = reader.slot(.dates), let nodes = list(slot, of: "dates", nonEmpty: true) {
            dates = decodeEach(nodes) { $0.dateEntry($1) }
        }
        return CalendarSyntax(
            datesKeyRange: reader.slot(.dates)?.keyRange,
            dates: dates,
            range: reader.slot(.range).flatMap { dateRange($0) },
            headers: styles(reader.slot(.headers), expected: "a mapping of headers to booleans") { $0.bool($1) },
            colors: styles(reader.slot(.colors), expected: "a mapping of colour roles to colours") { $0.color($1) },
            fonts: styles(reader.slot(.fonts), expected: "a mapping of font roles to fonts") { $0.font($1) },
            headerHeights: styles(reader.slot(.headerHeights), expected: "a mapping of headers to heights") {
                $0.positiveNumber($1)
            },
            disabledAlpha: reader.slot(.disabledAlpha).flatMap { number($0) },
            readOnly: reader.slot(.readOnly).flatMap { bool($0) },
            firstWeekday: reader.slot(.firstWeekday).flatMap { word($0, as: Weekday.self) },
            locale: reader.slot(.locale).flatMap { locale($0) },
            calendar: reader.slot(.calendar).flatMap { word($0, as: CalendarSystem.self) })
    }

    /// An entry of `dates`: `2026-11-05`, or `{date: 2026-11-05, enabled: false, selected: true}`.
    private mutating func dateEntry(_ node: ParsedNode) -> CalendarDateSyntax? {
        let slot = Slot(element: node, of: "dates")
        guard node.isMapping else {
            return date(slot).map { CalendarDateSyntax(date: $0, enabled: nil, selected: nil, extensions: []) }
        }
        guard let reader = reader(slot, keys: CalendarDateKey.self, expected: "a date", allowsExtensions: true) else {
            return nil
        }
        let standingFor = reportUnknownKeys(
            reader.unknown, of: reader, known: CalendarDateKey.allCases.map(\.rawValue),
            in: "a calendar date", componentNames: CalendarDefinition.dateComponentNames)
        requireKeys(CalendarDateKey.required, in: reader, of: "a calendar date", standingFor: standingFor)
        let enabled = reader.slot(.enabled).flatMap { bool($0) }
        let selected = reader.slot(.selected).flatMap { bool($0) }
        guard let date = reader.slot(.date).flatMap({ date($0) }) else { return nil }
        return CalendarDateSyntax(date: date, enabled: enabled, selected: selected, extensions: reader.extensions)
    }

    private mutating func dateRange(_ slot: Slot) -> Located<CalendarRangeSyntax>? {
        guard let reader = reader(slot, keys: CalendarRangeKey.self, expected: "a mapping of 'start' and 'end'") else {
            return nil
        }
        let standingFor = reportUnknownKeys(
            reader.unknown, of: reader, known: CalendarRangeKey.allCases.map(\.rawValue), in: "'range'")
        requireKeys(CalendarRangeKey.required, in: reader, of: "'range'", standingFor: standingFor)
        let start = reader.slot(.start).flatMap { date($0) }
        let end = reader.slot(.end).flatMap { date($0) }
        guard let start, let end else { return nil }
        return slot.located(CalendarRangeSyntax(start: start, end: end))
    }

    /// One of the style mappings (`headers`, `colors`, `fonts`, `headerHeights`), keyed by role.
    private mutating func styles<Role: Vocabulary, Value>(
        _ slot: Slot?, expected: String, decode: (inout SyntaxDecoder, Slot) -> Located<Value>?
    ) -> WrittenValues<Role, Located<Value>> {
        var values = WrittenValues<Role, Located<Value>>()
        guard let slot, let reader = reader(slot, keys: Role.self, expected: expected) else { return values }
        let standingFor = reportUnknownKeys(
            reader.unknown, of: reader, known: Role.allCases.map(\.rawValue), in: slot.name)
        values.writtenKeys = WrittenKeys(named: reader.keys, misnamed: standingFor)
        for (role, slot) in reader.slots {
            values[role] = decode(&self, slot)
        }
        return values
    }

    private mutating func font(_ slot: Slot) -> Located<CalendarFontSyntax>? {
        guard
            let reader = reader(slot, keys: CalendarFontKey.self, expected: "a font (a mapping of 'size' and 'weight')")
        else { return nil }
        let standingFor = reportUnknownKeys(
            reader.unknown, of: reader, known: CalendarFontKey.allCases.map(\.rawValue), in: "a font")
        requireKeys(CalendarFontKey.required, in: reader, of: "a font", standingFor: standingFor)
        let weight = reader.slot(.weight).flatMap { word($0, as: FontWeight.self) }
        guard let size = reader.slot(.size).flatMap({ positiveNumber($0) }) else { return nil }
        return slot.located(CalendarFontSyntax(size: size, weight: weight))
    }

    /// A number greater than zero (font sizes, header heights).
    private mutating func positiveNumber(_ slot: Slot) -> Located<Double>? {
        guard let number = number(slot) else { return nil }
        guard number.value > 0 else {
            report(
                .specInvalidValue, "\(slot.name) must be greater than 0, not \(slot.node.scalar?.text ?? "")",
                at: slot.range)
            return nil
        }
        return number
    }
}
