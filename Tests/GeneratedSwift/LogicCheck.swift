// Copied into Check/ by run.sh: the sign-up sample's generated `Values` obeys its logic, as
// Documentation/Logic.md says (a hidden control has no answer and no issue; one issue per shown
// control, in order, with the spec's message or FormSpec's).
import FormSpecRuntime
import Foundation
import Swift_Sample_signup

/// Checks what the sign-up form's `Values` says of answers set one by one. Returns the failures.
@MainActor func checkSignupLogic() -> Int {
    typealias Form = ConferenceSignupForm
    var failures = 0
    func expect(_ holds: Bool, _ what: String) {
        if !holds {
            print("DIFFERENT: signup logic: \(what)")
            failures += 1
        }
    }
    func issues(_ values: Form.Values) -> [String] {
        values.issues().map { "\($0.control) \($0.kind.rawValue): \($0.message)" }
    }

    // As the spec declares it: a standard ticket, a workshop with a day, the code of conduct not accepted.
    var values = Form.Values.initial
    expect(!values.isVisible(.studentId) && !values.isRequired(.studentId), "a standard ticket hides the student ID")
    expect(values.isVisible(.workshopDay) && values.isRequired(.workshopDay), "a workshop asks for its day")
    expect(values.isRequired(.ticket) && !values.isRequired(.dietary), "ticket required, dietary not")
    expect(
        issues(values) == ["code-of-conduct required: Please accept the code of conduct to sign up"],
        "initially only the code of conduct: \(issues(values))")
    expect(!values.canSubmit, "initially the form cannot be submitted")
    expect(values.isEnabled(.ticket) && values.isEnabled(Form.TicketItem.standard), "the ticket can be chosen")
    expect(!values.isEnabled(Form.TicketItem.speaker), "the speaker ticket is by invitation only")

    values.codeOfConduct = true
    expect(issues(values) == [] && values.canSubmit, "accepted, the form can be submitted: \(issues(values))")

    // A student ticket shows the student ID, required.
    values.ticket = .student
    expect(values.isVisible(.studentId) && values.isRequired(.studentId), "a student ticket asks for the student ID")
    expect(
        issues(values) == ["student-id required: A student ticket needs a valid student ID"],
        "the student ID unchecked: \(issues(values))")
    values.studentId = true
    expect(values.canSubmit, "the student ID checked")

    // No workshop: its day is hidden, and so neither required nor checked, even with no day.
    values.workshopDay = []
    expect(
        issues(values) == ["workshop-day required: Pick the day of your workshop"], "no day: \(issues(values))")
    values.workshop = false
    expect(!values.isVisible(.workshopDay) && !values.isRequired(.workshopDay), "no workshop hides its day")
    expect(issues(values) == [] && values.canSubmit, "a hidden day has no issue: \(issues(values))")

    // Three dietary needs are one too many.
    values.dietary = [.vegetarian, .vegan, .halal]
    expect(
        issues(values) == ["dietary tooMany: Pick at most two, and tell us the rest at the door"],
        "three dietary needs: \(issues(values))")
    values.dietary = [.vegan, .halal]
    expect(values.canSubmit, "two dietary needs")

    // Issues come in the form's order, one per control; a required control without a message has FormSpec's.
    values.ticket = nil
    values.codeOfConduct = false
    values.dietary = [.vegetarian, .vegan, .glutenFree]
    expect(
        issues(values) == [
            "ticket required: This is required",
            "dietary tooMany: Pick at most two, and tell us the rest at the door",
            "code-of-conduct required: Please accept the code of conduct to sign up",
        ], "no ticket and more: \(issues(values))")
    expect(!values.isVisible(.studentId), "no ticket hides the student ID")
    print(failures == 0 ? "same: signup logic" : "signup logic: \(failures) differences")
    return failures
}
