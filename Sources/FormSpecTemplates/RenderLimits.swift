/// How much one render of a template may write, how much work it may do and how long it may run:
/// past any, the render stops with `template.render` at the tag that was running, and nothing is
/// written.
package struct RenderLimits: Sendable {
    /// The most text a render may write, in bytes.
    package var maxOutputBytes: Int
    /// The most steps a render may take, whatever the form: a step is a tag, a variable or a text
    /// rendered, a loop's turn, or a loop's `where` asked of one member.
    package var maxSteps: Int
    /// The steps a render may take beyond ``maxSteps`` for each member of a list of the form it
    /// renders (each control, item, date, …), so that a template that goes over a large form
    /// once has room.
    package var stepsPerPart: Int
    /// The longest a render may run.
    package var timeLimit: Duration

    /// Limits of `maxOutputBytes` (64 MiB unless said), `maxSteps` (a million unless said) and
    /// `stepsPerPart` (500 unless said), and `timeLimit` (60 seconds unless said).
    package init(
        maxOutputBytes: Int = 64 << 20, maxSteps: Int = 1_000_000, stepsPerPart: Int = 500,
        timeLimit: Duration = .seconds(60)
    ) {
        self.maxOutputBytes = maxOutputBytes
        self.maxSteps = maxSteps
        self.stepsPerPart = stepsPerPart
        self.timeLimit = timeLimit
    }

    /// What every render has unless a caller says otherwise: 64 MiB, a million steps and 500 more
    /// per member of the form's lists, and 60 seconds.
    package static let standard = RenderLimits()

    /// The limits of a render whose context's lists hold `listMembers` members in all
    /// (``TemplateContext/listMembers(in:)``): ``maxSteps`` grown by ``stepsPerPart`` for each.
    func rendering(listMembers: Int) -> RenderLimits {
        var limits = self
        let (extra, overflow) = stepsPerPart.multipliedReportingOverflow(by: listMembers)
        limits.maxSteps = overflow || extra > Int.max - maxSteps ? .max : maxSteps + extra
        return limits
    }
}
