import Testing

@testable import FormSpec

@Suite struct PreviewCalendarTests {
    /// The grids of a calendar: the block from its first blank line, without the legend.
    private func grids(_ calendar: String, locale: String = "en_US") -> String? {
        guard
            let blocks = PreviewFixtures.blocks(
                "  - type: calendar\n    id: c\n    label: C\n" + calendar, locale: locale),
            let start = blocks.range(of: "\n\n"), let end = blocks.range(of: "\n\n  legend:")
        else { return nil }
        return String(blocks[start.upperBound..<end.lowerBound]) + "\n"
    }

    @Test func drawsTheFactsAndTheLegend() {
        let blocks = PreviewFixtures.blocks(
            """
              - type: calendar
                id: trip
                label: Trip
                accessibilityLabel: Trip dates
                readOnly: true
                calendar: iso8601
                range: {start: 2026-03-05, end: 2026-03-20}
                headers: {year: false, weekday: false}
                dates:
                  - 2026-03-02
                  - {date: 2026-03-03, selected: true}
                  - {date: 2026-03-04, selected: true, enabled: false}
                  - {date: 2026-03-05, enabled: false}
            """)
        #expect(
            blocks == """
                calendar trip
                  label: Trip
                  accessibility label: Trip dates
                  locale: en_US · calendar: iso8601 · first weekday: monday
                  read-only
                  range: 2026-03-05 to 2026-03-20
                  shown: 1 month, 2026-03
                  dates: 4 listed · 2 enabled · 2 selected
                  hidden headers: year, weekday

                                March
                                                  1
                  [ 2] < 3> ( 4)   5    6    7    8
                    9   10   11   12   13   14   15
                   16   17   18   19   20   21   22
                   23   24   25   26   27   28   29
                   30   31

                  legend:  12  disabled · [12] enabled · <12> selected · (12) selected, disabled

                """)
    }

    @Test func startsTheWeekOnSundayInTheUnitedStates() {
        #expect(
            grids("    dates: [2026-03-01]\n") == """
                  ────────────── 2026 ──────────────
                                March
                  Sun  Mon  Tue  Wed  Thu  Fri  Sat
                  [ 1]   2    3    4    5    6    7
                    8    9   10   11   12   13   14
                   15   16   17   18   19   20   21
                   22   23   24   25   26   27   28
                   29   30   31

                """)
    }

    @Test func startsTheWeekOnMondayInFranceAndGermany() {
        #expect(
            grids("    dates: [2026-03-01]\n", locale: "fr_FR") == """
                  ────────────── 2026 ──────────────
                                 mars
                  lun. mar. mer. jeu. ven. sam. dim.
                                                [ 1]
                    2    3    4    5    6    7    8
                    9   10   11   12   13   14   15
                   16   17   18   19   20   21   22
                   23   24   25   26   27   28   29
                   30   31

                """)
        #expect(
            grids("    dates: [2026-03-01]\n", locale: "de_DE") == """
                  ────────────── 2026 ──────────────
                                 März
                   Mo   Di   Mi   Do   Fr   Sa   So
                                                [ 1]
                    2    3    4    5    6    7    8
                    9   10   11   12   13   14   15
                   16   17   18   19   20   21   22
                   23   24   25   26   27   28   29
                   30   31

                """)
    }

    @Test func namesMonthsAndWeekdaysInJapanese() {
        #expect(
            grids("    dates: [2026-03-01]\n", locale: "ja_JP") == """
                  ────────────── 2026 ──────────────
                                 3月
                   日   月   火   水   木   金   土
                  [ 1]   2    3    4    5    6    7
                    8    9   10   11   12   13   14
                   15   16   17   18   19   20   21
                   22   23   24   25   26   27   28
                   29   30   31

                """)
    }

    @Test func anExplicitFirstWeekdayOverridesTheLocale() {
        #expect(
            grids("    firstWeekday: wednesday\n    headers: {year: false, month: false}\n    dates: [2026-03-01]\n")
                == """
                  Wed  Thu  Fri  Sat  Sun  Mon  Tue
                                      [ 1]   2    3
                    4    5    6    7    8    9   10
                   11   12   13   14   15   16   17
                   18   19   20   21   22   23   24
                   25   26   27   28   29   30   31

                """)
    }

    @Test func drawsLeapFebruaries() {
        #expect(
            grids("    headers: {year: false, month: false}\n    dates: [2028-02-29]\n") == """
                  Sun  Mon  Tue  Wed  Thu  Fri  Sat
                              1    2    3    4    5
                    6    7    8    9   10   11   12
                   13   14   15   16   17   18   19
                   20   21   22   23   24   25   26
                   27   28  [29]

                """)
        #expect(
            grids("    headers: {year: false, month: false, weekday: false}\n    dates: [2100-02-28]\n") == """
                         1    2    3    4    5    6
                    7    8    9   10   11   12   13
                   14   15   16   17   18   19   20
                   21   22   23   24   25   26   27
                  [28]

                """)
    }

    @Test func crossesAYearBoundary() {
        #expect(
            grids("    dates: [2026-12-31, {date: 2027-01-01, selected: true}]\n", locale: "fr_FR") == """
                  ────────────── 2026 ──────────────
                               décembre
                  lun. mar. mer. jeu. ven. sam. dim.
                         1    2    3    4    5    6
                    7    8    9   10   11   12   13
                   14   15   16   17   18   19   20
                   21   22   23   24   25   26   27
                   28   29   30  [31]

                  ────────────── 2027 ──────────────
                               janvier
                  lun. mar. mer. jeu. ven. sam. dim.
                                      < 1>   2    3
                    4    5    6    7    8    9   10
                   11   12   13   14   15   16   17
                   18   19   20   21   22   23   24
                   25   26   27   28   29   30   31

                """)
    }

    @Test func showsTheYearWithoutInventingAMonthHeader() {
        #expect(
            grids("    headers: {month: false, weekday: false}\n    dates: [2026-12-31, 2027-01-01]\n") == """
                  ────────────── 2026 ──────────────
                              1    2    3    4    5
                    6    7    8    9   10   11   12
                   13   14   15   16   17   18   19
                   20   21   22   23   24   25   26
                   27   28   29   30  [31]

                  ────────────── 2027 ──────────────
                                           [ 1]   2
                    3    4    5    6    7    8    9
                   10   11   12   13   14   15   16
                   17   18   19   20   21   22   23
                   24   25   26   27   28   29   30
                   31

                """)
    }

    @Test func drawsEveryMonthOfTheDisplayedRange() throws {
        let preview = try #require(
            PreviewFixtures.preview(
                """
                  - type: calendar
                    id: c
                    label: C
                    range: {start: 2025-11-15, end: 2027-02-01}
                    dates: [2026-06-01]
                """))
        #expect(preview.contains("shown: 16 months, 2025-11 to 2027-02\n"))
        let months = [
            "November", "December", "January", "February", "March", "April", "May", "June", "July",
            "August", "September", "October", "November", "December", "January", "February",
        ]
        let headers = preview.split(separator: "\n").map { $0.drop { $0 == " " } }.filter {
            months.contains(String($0))
        }
        #expect(headers.map(String.init) == months)
        #expect(preview.components(separatedBy: "── 2025 ──").count == 2)
        #expect(preview.components(separatedBy: "── 2026 ──").count == 2)
        #expect(preview.components(separatedBy: "── 2027 ──").count == 2)
    }
}
