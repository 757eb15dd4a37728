import Foundation

/// The normalized JSON that `formspec compile` writes, `{"form": …, "formatVersion": 1}`:
/// decode it with `JSONDecoder` to get the same values as the generated code.
public struct FormDocument: Sendable, Equatable, Codable {
    /// The version of the format this type reads.
    public static let supportedFormatVersion = 1

    /// The form.
    public let form: FormDefinition
    /// The version of the format, ``supportedFormatVersion``.
    public let formatVersion: Int

    public init(form: FormDefinition, formatVersion: Int) {
        self.form = form
        self.formatVersion = formatVersion
    }

    private enum CodingKeys: String, CodingKey {
        case form, formatVersion
    }

    /// Decodes a document, refusing a format version other than ``supportedFormatVersion``
    /// before reading the form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        guard formatVersion == Self.supportedFormatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .formatVersion, in: container,
                debugDescription:
                    "formatVersion \(formatVersion) is not supported: FormSpecRuntime reads format version \(Self.supportedFormatVersion); compile the spec with a FormSpec that matches this FormSpecRuntime"
            )
        }
        form = try container.decode(FormDefinition.self, forKey: .form)
    }
}

/// A form: its controls in order, with its id, locale, title and `x-` keys.
public struct FormDefinition: Sendable, Equatable, Codable {
    /// The controls, in the order of the spec.
    public let controls: [FormControl]
    /// The `x-` keys as written, with their values as resolved.
    public let extensions: [String: ExtensionValue]
    /// The form's id.
    public let id: String
    /// The form's locale, such as `en_US`, or `current`: the device's, decided at run time.
    public let locale: String
    /// The form's title.
    public let title: String?

    public init(
        controls: [FormControl], extensions: [String: ExtensionValue], id: String, locale: String, title: String?
    ) {
        self.controls = controls
        self.extensions = extensions
        self.id = id
        self.locale = locale
        self.title = title
    }
}
