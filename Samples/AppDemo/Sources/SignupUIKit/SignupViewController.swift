import FormSpecRuntime
import SparkTheming
import UIKit

/// The sign-up form in a view controller: the generated `FormControls`' `formView` (the controls
/// with every text a person reads: the form's title, the calendar's and the checkboxes' labels,
/// the groups' titles) in a scroll view, their texts read from this target's `Forms.xcstrings`,
/// the answers kept as they change; under it a button that signs up when the answers can be
/// submitted, or shows what is missing under each control.
public final class SignupViewController: UIViewController {
    /// The Spark theme of the app (`SparkTheme.shared` for Spark's own).
    private let theme: any Theme
    /// The form's controls, once the view is loaded.
    private var controls: ConferenceSignupForm.FormControls?
    /// The person's answers, starting from those the spec declares.
    public private(set) var values = ConferenceSignupForm.Values.initial
    /// What to do with the answers when the person signs up.
    public var onSignUp: ((ConferenceSignupForm.Values) -> Void)?

    /// The form drawn with `theme`.
    public init(theme: any Theme) {
        self.theme = theme
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SignupViewController is made in code")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let controls = ConferenceSignupForm.FormControls(theme: theme, values: values, bundle: .module)
        controls.onChange = { [weak self] values in self?.values = values }
        let signUp = UIButton(primaryAction: UIAction(title: "Sign up") { [weak self] _ in self?.signUp() })
        let stack = UIStackView(arrangedSubviews: [controls.formView, signUp])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        view.addSubview(scroll)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -16),
        ])
        self.controls = controls
    }

    /// Signs up with the answers when they can be submitted; else the form shows each control's
    /// issue under it.
    private func signUp() {
        guard let controls, controls.attemptSubmit() else { return }
        onSignUp?(controls.values)
    }

    /// Shows `saved`, a sign-up saved earlier, on the controls.
    public func show(_ saved: ConferenceSignupForm.Values) {
        values = saved
        controls?.apply(saved)
    }
}
