import FormSpec
import Testing

/// `formspec fix --diff`'s unified diff: hunks with three lines of context, joined when close,
/// line ends kept, a last line without a line break marked.
@Suite struct UnifiedDiffTests {
    static let old = (1...20).map { "line \($0)\n" }.joined()

    private func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.of(Array(old.utf8), Array(new.utf8), name: "a.form.yaml")
    }

    @Test func theSameTextsHaveNoDiff() {
        #expect(diff(Self.old, Self.old) == "")
    }

    @Test func oneChangedLineHasThreeLinesOfContext() {
        let new = Self.old.replacingOccurrences(of: "line 10\n", with: "line ten\n")
        #expect(
            diff(Self.old, new) == """
                --- a/a.form.yaml
                +++ b/a.form.yaml
                @@ -7,7 +7,7 @@
                 line 7
                 line 8
                 line 9
                -line 10
                +line ten
                 line 11
                 line 12
                 line 13

                """)
    }

    @Test func closeChangesShareAHunkAndFarOnesDoNot() {
        let new = Self.old.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 6\n", with: "line six\n")
            .replacingOccurrences(of: "line 19\n", with: "")
        #expect(
            diff(Self.old, new) == """
                --- a/a.form.yaml
                +++ b/a.form.yaml
                @@ -1,9 +1,9 @@
                 line 1
                -line 2
                +line two
                 line 3
                 line 4
                 line 5
                -line 6
                +line six
                 line 7
                 line 8
                 line 9
                @@ -16,5 +16,4 @@
                 line 16
                 line 17
                 line 18
                -line 19
                 line 20

                """)
    }

    @Test func lineEndsAreKeptAndAMissingLastOneIsSaid() {
        #expect(
            diff("a: 1\r\nb: yes", "a: 1\r\nb: true") == """
                --- a/a.form.yaml
                +++ b/a.form.yaml
                @@ -1,2 +1,2 @@
                 a: 1\r
                -b: yes
                \\ No newline at end of file
                +b: true
                \\ No newline at end of file

                """)
    }

    @Test func anAbsolutePathIsNotWrittenWithTwoSlashes() {
        #expect(
            UnifiedDiff.of(Array("a\n".utf8), Array("b\n".utf8), name: "/tmp/x.form.yaml").hasPrefix(
                "--- a/tmp/x.form.yaml\n+++ b/tmp/x.form.yaml\n@@ -1 +1 @@\n"))
    }

    /// A name cannot end the header's line and forge another (`::error …` in a CI log) or hide
    /// its text: it is quoted as git quotes it.
    @Test func aNameWithALineBreakOrAControlIsQuotedAsGitQuotesIt() {
        let diff = UnifiedDiff.of(
            Array("a\n".utf8), Array("b\n".utf8), name: "x\n::error file=a::forged\u{202E}\t\"q\\.form.yaml")
        #expect(
            diff.hasPrefix(
                #"--- "a/x\n::error file=a::forged\342\200\256\t\"q\\.form.yaml""# + "\n"
                    + #"+++ "b/x\n::error file=a::forged\342\200\256\t\"q\\.form.yaml""# + "\n@@ -1 +1 @@\n"))
        #expect(diff.split(separator: "\n").count == 5)
        #expect(UnifiedDiff.of(Array("a\n".utf8), Array("b\n".utf8), name: "café.form.yaml").hasPrefix("--- a/café"))
    }
}
