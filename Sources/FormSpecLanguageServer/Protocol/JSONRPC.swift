#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A request's id: JSON-RPC allows a number or a string.
package enum RequestID: Codable, Hashable, Sendable {
    case number(Int)
    case string(String)

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// An error response's `error`: a JSON-RPC or LSP code and a message.
package struct ResponseError: Error, Codable, Equatable, Sendable {
    package var code: Int
    package var message: String

    package init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    static func parseError(_ message: String) -> Self { Self(code: -32700, message: message) }
    static func invalidRequest(_ message: String) -> Self { Self(code: -32600, message: message) }
    static func methodNotFound(_ method: String) -> Self { Self(code: -32601, message: "unknown method '\(method)'") }
    static func invalidParams(_ message: String) -> Self { Self(code: -32602, message: message) }
    static let serverNotInitialized = Self(
        code: -32002, message: "the server is not initialized: send 'initialize' first")
    static let requestCancelled = Self(code: -32800, message: "the request was cancelled")
}

/// What the server reads of every message before it knows its kind: the method of a request or
/// notification, the id of a request or response.
struct MessageEnvelope: Decodable {
    var id: RequestID?
    var method: String?
}

/// Any JSON at all: decoding it only tells whether a text is JSON.
struct AnyJSON: Decodable {
    init(from decoder: any Decoder) throws {}
}

/// A message's `params`, decoded as the method's own type.
struct MessageParams<Params: Decodable>: Decodable {
    var params: Params
}

/// A response with a result; a nil result is written as JSON `null`, as a request without an
/// answer (a hover on nothing) must be.
struct ResultResponse<Result: Encodable>: Encodable {
    var id: RequestID
    var result: Result?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        if let result {
            try container.encode(result, forKey: .result)
        } else {
            try container.encodeNil(forKey: .result)
        }
    }

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, result }
}

/// An error response; its id is `null` when the request's could not be read.
struct ErrorResponse: Encodable {
    var id: RequestID?
    var error: ResponseError

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        try container.encode(error, forKey: .error)
    }

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, error }
}

/// A notification the server sends.
struct Notification<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: Params
}
