import FormSpecYAML
import Foundation

@testable import FormSpec

/// The `strings` target: one input read as a String Catalog, as `formspec strings` reads one.
/// - it is a catalog, or it has diagnostics and one of them an error, each inside the file and
///   in print order (a malformed catalog is always reported, never a crash);
/// - a catalog read is JSON (Foundation's reader takes it too);
/// - written as `strings` writes it (with a `sourceLanguage` and a `version` if it had none) and
///   read again, it is the same catalog, written again the same bytes;
/// - merging texts (a key, and a new text for each of its first two keys) twice is merging them
///   once, gives each key its text in the source language, and the merged catalog comes back the
///   same when written and read.
func fuzzCatalog(_ bytes: [UInt8]) {
    let source = SourceFile(name: "Fuzz.xcstrings", bytes: bytes)
    let read = StringCatalogReader.read(source)
    let lines = SourceLines(bytes)
    FuzzInvariants.require(
        read.diagnostics == read.diagnostics.sorted(by: Diagnostic.printOrder), "diagnostics out of print order")
    for diagnostic in read.diagnostics {
        FuzzInvariants.checkRange(diagnostic.range, lines: lines, "\(diagnostic.id.rawValue) at \(diagnostic.range)")
    }
    guard var catalog = read.catalog else {
        FuzzInvariants.require(
            read.diagnostics.contains { $0.severity == .error }, "a catalog not read, and no error says why")
        return
    }
    FuzzInvariants.require(
        !read.diagnostics.contains { $0.severity == .error },
        "a catalog read, and an error: \(read.diagnostics[0].message)")
    FuzzInvariants.require(
        (try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)) != nil,
        "a catalog read that is not JSON")
    CatalogRoundTrip.check(catalog, "the catalog")

    let texts =
        [LocalizedText(key: "fuzz.title", text: "Fuzz", comment: "The title of the form 'fuzz'.")]
        + catalog.entries.prefix(2).map { LocalizedText(key: $0.name, text: "Changed", comment: "A changed text.") }
    catalog.merge(texts)
    var twice = catalog
    twice.merge(texts)
    FuzzInvariants.require(twice == catalog, "merging the same texts twice changes the catalog again")
    FuzzInvariants.require(
        catalog.translations(into: catalog.sourceLanguage)["fuzz.title"]?.text == "Fuzz",
        "a text merged is not the source language's value of its key")
    CatalogRoundTrip.check(catalog, "the merged catalog")
}

/// A catalog written as `formspec strings` writes it, and read again.
enum CatalogRoundTrip {
    /// Checks that `catalog` written reads back as the same JSON, written again as the same bytes.
    static func check(_ catalog: StringCatalog, _ what: String) {
        var output = OutputBuffer()
        StringCatalogWriter.write(catalog.json, into: &output)
        let written = output.bytes
        let reread = StringCatalogReader.read(SourceFile(name: "Written.xcstrings", bytes: written))
        FuzzInvariants.require(
            reread.catalog?.json == catalog.json,
            "\(what) written is read back \(reread.catalog == nil ? "as none: \(reread.diagnostics.first?.message ?? "")" : "as another")"
        )
        if let again = reread.catalog {
            var output = OutputBuffer()
            StringCatalogWriter.write(again.json, into: &output)
            FuzzInvariants.require(output.bytes == written, "\(what) read back is written as other bytes")
        }
    }
}
