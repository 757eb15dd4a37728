import Foundation

extension FormLogic {
    /// The issues of the shown controls, in the form's order, each message read from the strings
    /// table ``table`` of `bundle`: the control's own under `FORM.CONTROL.requiredMessage` (or
    /// `minSelectedMessage`, `maxSelectedMessage`), its default the spec's text; for a control
    /// whose spec writes none, FormSpec's under `formspec.required` (or `formspec.tooFew`,
    /// `formspec.tooMany`, whose `%lld` is the number), its default ``FormIssue/defaultMessages``.
    public func issues(answers: (Control) -> FormAnswer, bundle: Bundle) -> [FormIssue] {
        issueKinds(answers: answers).map { position, kind in
            let rules = rules[position]
            let message: String
            if let text = rules.message(of: kind) {
                message = bundle.localizedString(
                    forKey: "\(formID).\(rules.id).\(kind.messageMember)", value: text, table: table)
            } else {
                let template = bundle.localizedString(
                    forKey: kind.defaultMessageKey, value: FormIssue.defaultMessages[kind], table: table)
                switch kind {
                case .required: message = template
                case .tooFew: message = String.localizedStringWithFormat(template, rules.minSelected ?? 0)
                case .tooMany: message = String.localizedStringWithFormat(template, rules.maxSelected ?? 0)
                }
            }
            return FormIssue(control: rules.id, kind: kind, message: message)
        }
    }
}

extension FormLogic.Rules {
    /// The spec's message for an issue of `kind`, if it writes one.
    func message(of kind: FormIssue.Kind) -> String? {
        switch kind {
        case .required: return requiredMessage
        case .tooFew: return minSelectedMessage
        case .tooMany: return maxSelectedMessage
        }
    }
}

extension FormIssue.Kind {
    /// The member of a control whose text is the message of an issue of this kind, the last part
    /// of its key (`requiredMessage`).
    public var messageMember: String {
        switch self {
        case .required: return "requiredMessage"
        case .tooFew: return "minSelectedMessage"
        case .tooMany: return "maxSelectedMessage"
        }
    }

    /// The key of FormSpec's message for an issue of this kind on a control whose spec writes none
    /// (`formspec.required`).
    public var defaultMessageKey: String {
        switch self {
        case .required: return "formspec.required"
        case .tooFew: return "formspec.tooFew"
        case .tooMany: return "formspec.tooMany"
        }
    }
}

extension FormIssue {
    /// FormSpec's English messages, the defaults of the `formspec.` keys: `%lld` is the control's
    /// `minSelected` or `maxSelected`.
    public static let defaultMessages: [Kind: String] = [
        .required: "This is required", .tooFew: "Choose at least %lld", .tooMany: "Choose no more than %lld",
    ]
}
