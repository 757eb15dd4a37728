import FormSpecYAML

/// One control: the keys every control has, and its type's own keys.
package struct ControlSyntax: Sendable {
    /// The control's mapping.
    package var place: SourcePlace
    package var type: Located<ControlType>?
    package var id: Located<String>?
    package var label: Located<String>?
    package var accessibilityLabel: Located<String>?
    package var enabled: Located<Bool>?
    package var extensions: [Extension]
    /// The keys of its type's own, boxed; nil when the type is missing or unknown.
    var bodyBox: ControlBodyBox?
    /// Its logic (``logic``), boxed, so that a control without logic is no larger; nil when it
    /// writes none, or its type is missing or unknown.
    var logicBox: ControlBody<LogicSyntax>?
    /// Every key written, whether its value could be read or not, or under another name (`lable`,
    /// `treeState`, Spark's `text`): a rule that relies on a key being absent must not fire when
    /// it is present but wrong (that is already reported).
    package var writtenKeys: WrittenKeys<ControlKey>

    /// The keys of its type's own (``CheckboxSyntax``, ``CalendarSyntax``, …); nil when the type
    /// is missing or unknown.
    package var body: (any ControlSyntaxBody)? {
        guard let bodyBox, let type = type?.value else { return nil }
        return type.definition.erasedSyntax(in: bodyBox)
    }
}
