import FormSpecRuntime
import SparkTheming
import SwiftUI

/// The sign-up form on screen: the generated `FormView`, bound to the answers this screen keeps,
/// its texts read from this target's `Forms.xcstrings`, and a button that signs up when the
/// answers can be submitted, or shows what is missing under each control.
public struct SignupScreen: View {
    /// The Spark theme of the app (`SparkTheme.shared` for Spark's own).
    private let theme: any Theme
    /// What to do with the answers when the person signs up.
    private let signUp: (ConferenceSignupForm.Values) -> Void
    /// The person's answers, starting from those the spec declares.
    @State private var values = ConferenceSignupForm.Values.initial
    /// Whether the person has tried to sign up: the form shows its issues from then on.
    @State private var submitAttempted = false

    /// The screen drawn with `theme`, calling `signUp` with the answers.
    public init(theme: any Theme, signUp: @escaping (ConferenceSignupForm.Values) -> Void) {
        self.theme = theme
        self.signUp = signUp
    }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                ConferenceSignupForm.FormView(
                    values: $values, theme: theme, showsIssues: submitAttempted, bundle: .module)
                Button("Sign up") {
                    submitAttempted = true
                    if values.canSubmit { signUp(values) }
                }
            }
            .padding()
        }
    }
}
