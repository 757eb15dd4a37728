import FormSpecYAML

/// One control: the keys every control has, and its type's own keys.
public struct ControlSyntax: Sendable {
    /// The control's mapping.
    public var place: SourcePlace
    public var type: Located<ControlType>?
    public var id: Located<String>?
    public var label: Located<String>?
    public var accessibilityLabel: Located<String>?
    public var enabled: Located<Bool>?
    public var extensions: [Extension]
    /// The keys of its type's own, boxed; nil when the type is missing or unknown.
    var bodyBox: ControlBodyBox?
    /// Every key written, whether its value could be read or not, or under another name (`lable`,
    /// `treeState`, Spark's `text`): a rule that relies on a key being absent must not fire when
    /// it is present but wrong (that is already reported).
    public var writtenKeys: WrittenKeys<ControlKey>

    /// The keys of its type's own (``CheckboxSyntax``, ``CalendarSyntax``, …); nil when the type
    /// is missing or unknown.
    public var body: (any ControlSyntaxBody)? {
        guard let bodyBox, let type = type?.value else { return nil }
        return type.definition.erasedSyntax(in: bodyBox)
    }
}
