import FormSpec
import Testing

/// The order of a String Catalog's keys: Foundation's sorted keys, as Xcode writes them.
@Suite struct CatalogKeyOrderTests {
    @Test func keysAreOrderedCaseInsensitivelyWithNumbersByValue() {
        let keys = ["form.b", "Cancel", "form.item10.label", "form.item2.label", "form.A", "", "apply"]
        #expect(
            keys.sorted(by: CatalogKeyOrder.precedes) == [
                "", "apply", "Cancel", "form.A", "form.b", "form.item2.label", "form.item10.label",
            ])
    }

    @Test func keysThatDifferOnlyInCaseHaveAnOrder() {
        #expect(CatalogKeyOrder.precedes("Key", "key"))
        #expect(!CatalogKeyOrder.precedes("key", "Key"))
        #expect(!CatalogKeyOrder.precedes("key", "key"))
    }
}
