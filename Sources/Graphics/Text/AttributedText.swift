/// Text made of runs, each with its own attributes (the counterpart of
/// `NSAttributedString`).
///
/// Build it from runs, or join pieces with `+`:
///
/// ```swift
/// let text = AttributedText("Tap ")
///     + AttributedText("here", attributes: TextAttributes(color: .blue, isUnderlined: true))
///     + AttributedText(" to go on.", attributes: TextAttributes(font: .system(size: 14, weight: .bold)))
/// ```
///
/// See also: ``TextLayout``, ``TextAttributes``.
public struct AttributedText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A stretch of text with one set of attributes.
    public struct Run: Hashable, Sendable {
        /// The text of the run.
        public var text: String
        /// How the run looks.
        public var attributes: TextAttributes

        /// Creates a run.
        ///
        /// - Parameters:
        ///   - text: The text.
        ///   - attributes: How it looks; the layout's defaults where a value is `nil`.
        public init(_ text: String, attributes: TextAttributes = TextAttributes()) {
            self.text = text
            self.attributes = attributes
        }
    }

    /// The runs, in reading (logical) order.
    public var runs: [Run]

    /// Creates text from runs.
    ///
    /// - Parameter runs: The runs in logical order.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// Creates text of one run.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - attributes: How it looks; the layout's defaults by default.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.runs = [Run(string, attributes: attributes)]
    }

    /// Creates text of one run without attributes from a string literal.
    ///
    /// - Parameter value: The text.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The plain text: the runs' text joined.
    public var string: String { runs.map(\.text).joined() }

    /// Whether there is no text.
    public var isEmpty: Bool { runs.allSatisfy(\.text.isEmpty) }

    /// The plain text.
    public var description: String { string }

    /// The runs of both texts, one after the other.
    ///
    /// - Parameters:
    ///   - lhs: The first part.
    ///   - rhs: The second part.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        AttributedText(runs: lhs.runs + rhs.runs)
    }
}
