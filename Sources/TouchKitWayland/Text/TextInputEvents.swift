import TouchKit

/// text-input-v3's double-buffered events, gathered until `done` (SPEC X13): the pure
/// bookkeeping behind ``WaylandTextInput``, testable without a compositor.
///
/// `preedit_string`, `commit_string` and `delete_surrounding_text` only set pending
/// state; `done` hands it over as one ``Update`` and says whether its serial is the
/// number of `commit` requests sent, in which case the client may send its new state.
/// A `done` with a stale serial is applied all the same, as the protocol says ("it must
/// proceed with evaluating and applying the changes as normal, except it should not
/// change the current state").
struct TextInputEvents {
    /// What one `done` asks of the text.
    struct Update: Equatable {
        /// The new preedit text, its cursor's start and end in UTF-8 bytes (-1: hidden).
        var preedit: (text: String, cursorBegin: Int32, cursorEnd: Int32)?
        /// The text to insert at the cursor.
        var commit: String?
        /// UTF-8 bytes to delete before and after the cursor.
        var deleteBefore: UInt32 = 0
        var deleteAfter: UInt32 = 0

        static func == (a: Update, b: Update) -> Bool {
            a.preedit?.text == b.preedit?.text && a.preedit?.cursorBegin == b.preedit?.cursorBegin
                && a.preedit?.cursorEnd == b.preedit?.cursorEnd && a.commit == b.commit
                && a.deleteBefore == b.deleteBefore && a.deleteAfter == b.deleteAfter
        }
    }

    private var pending = Update()
    /// `commit` requests sent since the text input was created.
    private(set) var commitCount: UInt32 = 0

    /// `preedit_string`.
    mutating func preedit(_ text: String?, cursorBegin: Int32, cursorEnd: Int32) {
        pending.preedit = text.map { ($0, cursorBegin, cursorEnd) }
    }

    /// `commit_string`.
    mutating func commit(_ text: String?) {
        pending.commit = text
    }

    /// `delete_surrounding_text`.
    mutating func deleteSurrounding(before: UInt32, after: UInt32) {
        pending.deleteBefore = before
        pending.deleteAfter = after
    }

    /// A `commit` request went out.
    mutating func didCommit() {
        commitCount &+= 1
    }

    /// `done`: the pending update, emptied, and whether `serial` is current.
    mutating func done(serial: UInt32) -> (update: Update, isCurrent: Bool) {
        defer { pending = Update() }
        return (pending, serial == commitCount)
    }

    /// Forgets pending events (`leave`).
    mutating func reset() {
        pending = Update()
    }
}

/// Applies a ``TextInputEvents/Update`` to the view being edited in the protocol's
/// order (SPEC X13): the old preedit goes, the surrounding text is deleted, the commit
/// is inserted, the new preedit is marked with its cursor.
@MainActor
enum TextInputApplier {
    /// Applies an update. Lengths reaching past the text are clamped to it, and byte
    /// offsets inside a character move to its edge, each logged once.
    static func apply(_ update: TextInputEvents.Update, to input: any TextInput) {
        // 1. The old preedit goes.
        if input.markedTextRange != nil { input.setMarkedText(nil, selectedRange: 0..<0) }
        // 2. Delete around the cursor (bytes of UTF-8, from the selection's ends).
        if update.deleteBefore > 0 || update.deleteAfter > 0, let selection = input.selectedTextRange,
            let text = input.text(in: TextRange(start: input.beginningOfDocument, end: input.endOfDocument))
        {
            let start = text.index(utf16Offset: selection.start.offset)
            let end = text.index(utf16Offset: selection.end.offset)
            let lower = byteStep(text, from: start, by: -Int(update.deleteBefore))
            let upper = byteStep(text, from: end, by: Int(update.deleteAfter))
            let range = TextRange(
                start: TextPosition(offset: text.utf16Offset(of: lower)),
                end: TextPosition(offset: text.utf16Offset(of: upper)))
            input.replace(range, withText: "")
        }
        // 3. The commit.
        if let commit = update.commit, !commit.isEmpty { input.insertText(commit) }
        // 4. The new preedit, with its cursor.
        if let preedit = update.preedit, !preedit.text.isEmpty {
            let text = preedit.text
            let begin = preedit.cursorBegin < 0 ? text.utf8.count : Int(preedit.cursorBegin)
            let end = preedit.cursorEnd < 0 ? begin : Int(preedit.cursorEnd)
            let lower = text.utf16Offset(of: byteStep(text, from: text.startIndex, by: begin))
            let upper = text.utf16Offset(of: byteStep(text, from: text.startIndex, by: max(begin, end)))
            input.setMarkedText(text, selectedRange: lower..<upper)
        }
    }

    /// The index `bytes` UTF-8 bytes from `index` (negative: back), clamped to the text
    /// and to the edge of a character.
    static func byteStep(_ text: String, from index: String.Index, by bytes: Int) -> String.Index {
        let utf8 = text.utf8
        let start = utf8.distance(from: utf8.startIndex, to: index)
        let target = start + bytes
        if target < 0 || target > utf8.count {
            TouchKitLog.errorOnce("text-input-v3 asked to reach past the text: clamped")
        }
        let clamped = min(max(0, target), utf8.count)
        var raw = utf8.index(utf8.startIndex, offsetBy: clamped)
        while raw > utf8.startIndex, String.Index(raw, within: text.unicodeScalars) == nil {
            raw = bytes < 0 ? utf8.index(before: raw) : utf8.index(after: raw)
        }
        return raw
    }
}

/// text-input-v3's content hint and purpose for a view's traits (SPEC X13): the raw
/// values of `zwp_text_input_v3.content_hint` and `content_purpose`.
enum TextInputContentType {
    // content_hint bits.
    static let completion: UInt32 = 0x1
    static let spellcheck: UInt32 = 0x2
    static let autoCapitalization: UInt32 = 0x4
    static let lowercase: UInt32 = 0x8
    static let uppercase: UInt32 = 0x10
    static let titlecase: UInt32 = 0x20
    static let hiddenText: UInt32 = 0x40
    static let sensitiveData: UInt32 = 0x80
    static let multiline: UInt32 = 0x200

    /// content_purpose values.
    enum Purpose: UInt32 {
        case normal = 0
        case alpha = 1
        case digits = 2
        case number = 3
        case phone = 4
        case url = 5
        case email = 6
        case name = 7
        case password = 8
        case pin = 9
        case date = 10
        case time = 11
        case datetime = 12
        case terminal = 13
    }

    /// The hint and purpose for `traits`; `multiline` for a text view.
    @MainActor
    static func of(_ traits: any TextInputTraits, multiline: Bool) -> (hint: UInt32, purpose: Purpose) {
        var hint: UInt32 = 0
        var purpose: Purpose
        switch traits.keyboardType {
        case .numberPad, .asciiCapableNumberPad: purpose = .digits
        case .decimalPad, .numbersAndPunctuation: purpose = .number
        case .phonePad: purpose = .phone
        case .URL, .webSearch: purpose = .url
        case .emailAddress: purpose = .email
        case .namePhonePad: purpose = .name
        default: purpose = .normal
        }
        if let contentType = traits.textContentType {
            switch contentType {
            case .password, .newPassword: purpose = .password
            case .oneTimeCode: purpose = .pin
            case .emailAddress: purpose = .email
            case .URL: purpose = .url
            case .name: purpose = .name
            case .telephoneNumber: purpose = .phone
            case .dateTime: purpose = .datetime
            default: break
            }
        }
        if traits.isSecureTextEntry {
            purpose = purpose == .digits ? .pin : .password
            hint |= hiddenText | sensitiveData
        } else {
            switch traits.autocorrectionType {
            case .no: break
            default: hint |= spellcheck | completion
            }
            switch traits.autocapitalizationType {
            case .none: break
            case .words: hint |= titlecase
            case .sentences: hint |= autoCapitalization
            case .allCharacters: hint |= uppercase
            }
        }
        if multiline { hint |= Self.multiline }
        return (hint, purpose)
    }
}
