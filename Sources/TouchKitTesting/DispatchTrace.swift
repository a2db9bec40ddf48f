import Foundation
import TouchKit

/// The dispatch trace a TouchKit app wrote to `TOUCHKIT_TRACE`, as typed records:
/// the views' touch calls in ``records``, the gesture recognizers' lines (SPEC G32) in
/// ``recognizerRecords``.
///
/// ```swift
/// let trace = try DispatchTrace(contentsOf: app.tracePath!)
/// #expect(trace.records(method: .touchesEnded).count == 9)
/// ```
public struct DispatchTrace: Sendable, Hashable {
    /// The file read, as given.
    public var file: String
    /// Every touch call to a responder, in file order.
    public var records: [TraceRecord]
    /// Every gesture recognizer line (touch calls, transitions, actions), in file order.
    public var recognizerRecords: [RecognizerTraceRecord]

    /// Reads a trace file; a missing file is an error, an empty one has no records.
    /// - Parameter path: The trace file.
    /// - Throws: ``TraceError`` naming the file and line of the first malformed line
    ///   (a line cut short by a crashing app is malformed too).
    public init(contentsOf path: String) throws(TraceError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TraceError(file: path, line: 0, message: "no such trace file, or it cannot be read")
        }
        try self.init(parsing: String(decoding: data, as: UTF8.self), fileName: path)
    }

    /// Reads trace lines from text.
    /// - Parameters:
    ///   - text: JSON lines; blank lines are skipped.
    ///   - fileName: The name errors give.
    /// - Throws: ``TraceError`` for the first malformed line.
    public init(parsing text: String, fileName: String) throws(TraceError) {
        file = fileName
        records = []
        recognizerRecords = []
        let decoder = JSONDecoder()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            do {
                let data = Data(trimmed.utf8)
                if try decoder.decode(LineKind.self, from: data).recognizer != nil {
                    var record = try decoder.decode(RecognizerTraceRecord.self, from: data)
                    record.line = index + 1
                    recognizerRecords.append(record)
                } else {
                    var record = try decoder.decode(TraceRecord.self, from: data)
                    record.line = index + 1
                    records.append(record)
                }
            } catch {
                throw TraceError(file: fileName, line: index + 1, message: Self.explain(error, line: trimmed))
            }
        }
    }

    /// The records of one method.
    public func records(method: TraceRecord.Method) -> [TraceRecord] { records.filter { $0.method == method } }

    /// The records delivered to responders with this accessibility identifier.
    public func records(identifier: String) -> [TraceRecord] { records.filter { $0.identifier == identifier } }

    /// The records delivered to responders of this type name.
    public func records(responder: String) -> [TraceRecord] { records.filter { $0.responder == responder } }

    /// The methods in order, e.g. `[.touchesBegan, .touchesEnded]`.
    public var methods: [TraceRecord.Method] { records.map(\.method) }

    /// The lines of the recognizers with this `name`.
    public func recognizerRecords(named name: String) -> [RecognizerTraceRecord] {
        recognizerRecords.filter { $0.name == name }
    }

    /// The transitions of the recognizers with this `name`, as written, e.g.
    /// `["possible->began", "began->changed", "changed->ended"]`.
    public func transitions(of name: String) -> [String] {
        recognizerRecords(named: name).compactMap(\.transition)
    }

    /// Whether `transition` ends a recognized continuous gesture: `began->ended` or
    /// `changed->ended`. A busy machine may hand in all of a gesture's motion with the frame
    /// that begins it (coalesced), and the lift then follows with no change between, so a
    /// test asking whether a pan, pinch or long press ended accepts both.
    public static func isRecognizedEnding(_ transition: String) -> Bool {
        transition == "began->ended" || transition == "changed->ended"
    }

    /// The states the actions of the recognizers with this `name` saw, in order.
    public func actions(of name: String) -> [GestureRecognizer.State] {
        recognizerRecords(named: name).compactMap(\.action)
    }

    /// Tells a recognizer line (it names a `recognizer`) from a responder's.
    private struct LineKind: Decodable {
        var recognizer: String?
    }

    private static func explain(_ error: Error, line: String) -> String {
        let excerpt = line.count > 80 ? String(line.prefix(77)) + "..." : line
        switch error {
        case DecodingError.keyNotFound(let key, _):
            return "missing field '\(key.stringValue)' in '\(excerpt)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type for '\(path(context))' in '\(excerpt)'"
        case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            return "bad value for '\(path(context))' in '\(excerpt)'"
        default:
            return "not a JSON trace record: '\(excerpt)'"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }
}
