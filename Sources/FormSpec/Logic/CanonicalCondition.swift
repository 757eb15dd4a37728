/// The one form a condition is written in where outputs compare or print it (the normalized
/// JSON): each meaning written one way, whichever way the spec wrote it.
extension Condition {
    /// The condition in canonical form: an `all` inside an `all` (an `any` inside an `any`) is
    /// spliced into it, an `all` or `any` of one condition is that condition, and a `not` of a
    /// test is the opposite test (`not {is: X}` is `{isNot: X}`, `not {includes: X}` is
    /// `{excludes: X}`, `not {answered: true}` is `{answered: false}`), so that `not` holds only
    /// an `all` or an `any` and `not not` is gone. The order of the conditions is kept.
    package var canonical: Condition {
        switch self {
        case .test: return self
        case .all(let parts): return Condition.combined(parts, all: true)
        case .any(let parts): return Condition.combined(parts, all: false)
        case .not(let part): return part.canonical.negated
        }
    }

    /// `parts` combined by `all` (or `any`), canonical, those of the same combination spliced in.
    private static func combined(_ parts: [Condition], all: Bool) -> Condition {
        var spliced: [Condition] = []
        for part in parts {
            switch (part.canonical, all) {
            case (.all(let inner), true), (.any(let inner), false): spliced += inner
            case (let other, _): spliced.append(other)
            }
        }
        return spliced.count == 1 ? spliced[0] : all ? .all(spliced) : .any(spliced)
    }

    /// The negation of this canonical condition, canonical.
    private var negated: Condition {
        switch self {
        case .test(let control, let test): return .test(control: control, test.opposite)
        case .not(let part): return part
        case .all, .any: return .not(self)
        }
    }
}

extension AnswerTest {
    /// The test that holds exactly when this one does not (a hidden control's answer, none,
    /// passes `isNot`, `excludes` and `answered: false`, as it fails their opposites).
    package var opposite: AnswerTest {
        switch self {
        case .is(let answer): return .isNot(answer)
        case .isNot(let answer): return .is(answer)
        case .includes(let member): return .excludes(member)
        case .excludes(let member): return .includes(member)
        case .answered(let answered): return .answered(!answered)
        }
    }
}
