/// Which version of a spec a change is located in: the new one, or the old one for what was
/// removed.
package enum ChangeSide: String, Sendable {
    case old, new
}
