/// How much one render of a template may write and how long it may run: past either, the render
/// stops with `template.render` at the tag that was running, and nothing is written.
package struct RenderLimits: Sendable {
    /// The most text a render may write, in bytes.
    package var maxOutputBytes: Int
    /// The longest a render may run.
    package var timeLimit: Duration

    /// Limits of `maxOutputBytes` (64 MiB unless said) and `timeLimit` (60 seconds unless said).
    package init(maxOutputBytes: Int = 64 << 20, timeLimit: Duration = .seconds(60)) {
        self.maxOutputBytes = maxOutputBytes
        self.timeLimit = timeLimit
    }

    /// What every render has unless a caller says otherwise: 64 MiB and 60 seconds.
    package static let standard = RenderLimits()
}
