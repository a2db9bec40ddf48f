import TouchKit
internal import Wayland

/// The on-screen keyboard's connection: one `zwp_text_input_v3` per seat, enabled while
/// a view of a focused window is editing (SPEC X13).
///
/// - When a view begins editing (from a tap or from code) in the surface the text input
///   entered, it sends `enable`, `set_content_type` (from the view's traits),
///   `set_surrounding_text` and `set_cursor_rectangle`, then `commit`; every change of
///   the view's text or caret sends the state again.
/// - `preedit_string`, `commit_string` and `delete_surrounding_text` are applied at
///   `done` (``TextInputApplier``); the new state is sent only when `done`'s serial is
///   current.
/// - Editing ending, `leave` and a closed window disable it; `leave` drops the preedit.
/// - Without the global, hardware keys still work, and the first view that begins
///   editing logs one line.
@MainActor
final class WaylandTextInput: TextInputObserver {
    /// The most UTF-8 bytes of surrounding text sent, around the cursor **(choice: the
    /// protocol's messages hold 4096 bytes)**.
    static let maximumSurroundingBytes = 4000

    /// The state a `commit` sent: the surrounding text with its cursor and anchor, and
    /// the caret's rectangle.
    struct SentState: Equatable {
        var surrounding: String?
        var cursor: Int32 = 0
        var anchor: Int32 = 0
        var rectangle: [Int32]?
    }

    /// One seat's text input.
    private final class SeatInput {
        let input: ZwpTextInputV3
        var surface: WlSurface?
        var events = TextInputEvents()
        var isEnabled = false
        /// What the last `commit` sent; `nil` before the first after `enable`.
        var sent: SentState?
        init(input: ZwpTextInputV3) { self.input = input }
    }

    private unowned let connection: WaylandConnection
    private var manager: ZwpTextInputManagerV3?
    private var inputs: [UInt32: SeatInput] = [:]
    /// Whether an update is being applied (its changes send no state of their own).
    private var isApplying = false

    init(connection: WaylandConnection) {
        self.connection = connection
        TextInputCenter.shared.observer = self
    }

    /// The manager was offered.
    func setManager(_ manager: ZwpTextInputManagerV3) {
        self.manager = manager
        for seat in connection.seats.values { add(seat) }
    }

    /// Gives a seat its text input.
    func add(_ seat: WaylandSeat) {
        guard let manager, inputs[seat.globalName] == nil else { return }
        let seatInput = SeatInput(input: manager.getTextInput(seat: seat.seat))
        seatInput.input.onEvent = { [weak self, weak seatInput] event in
            guard let self, let seatInput else { return }
            self.event(event, for: seatInput)
        }
        inputs[seat.globalName] = seatInput
    }

    /// A seat went away.
    func remove(_ seat: WaylandSeat) {
        inputs.removeValue(forKey: seat.globalName)?.input.destroy()
    }

    // MARK: - Events

    private func event(_ event: ZwpTextInputV3.Event, for seatInput: SeatInput) {
        switch event {
        case .enter(let surface):
            seatInput.surface = surface
            if let view = TextInputCenter.shared.activeView, self.surface(of: view) === surface {
                enable(seatInput, for: view)
            }
        case .leave:
            seatInput.events.reset()
            if let input = TextInputCenter.shared.activeInput, input.markedTextRange != nil {
                isApplying = true
                input.setMarkedText(nil, selectedRange: 0..<0)
                isApplying = false
            }
            disable(seatInput)
            seatInput.surface = nil
        case .preeditString(let text, let cursorBegin, let cursorEnd):
            seatInput.events.preedit(text, cursorBegin: cursorBegin, cursorEnd: cursorEnd)
        case .commitString(let text):
            seatInput.events.commit(text)
        case .deleteSurroundingText(let before, let after):
            seatInput.events.deleteSurrounding(before: before, after: after)
        case .done(let serial):
            let (update, isCurrent) = seatInput.events.done(serial: serial)
            guard seatInput.isEnabled, let view = TextInputCenter.shared.activeView,
                let input = view as? any TextInput, surface(of: view) === seatInput.surface
            else { return }
            isApplying = true
            TextInputApplier.apply(update, to: input)
            isApplying = false
            // KWin 5.27 answers every commit with a `done`: answering a `done` that
            // changed nothing with another commit would never end (SPEC X13).
            if isCurrent { sendState(seatInput, for: view, unlessUnchanged: true) }
        }
    }

    // MARK: - The view being edited (TextInputObserver)

    func textInputDidBeginEditing(_ view: View) {
        guard manager != nil else {
            TouchKitLog.errorOnce("the compositor offers no text-input-v3: no on-screen keyboard (hardware keys work)")
            return
        }
        for seatInput in inputs.values where seatInput.surface != nil && seatInput.surface === surface(of: view) {
            enable(seatInput, for: view)
        }
    }

    func textInputDidEndEditing(_ view: View) {
        for seatInput in inputs.values { disable(seatInput) }
    }

    func textInputStateDidChange(_ view: View) {
        guard !isApplying else { return }
        for seatInput in inputs.values where seatInput.isEnabled { sendState(seatInput, for: view) }
    }

    // MARK: - Requests

    private func enable(_ seatInput: SeatInput, for view: View) {
        let input = seatInput.input
        if !seatInput.isEnabled {
            input.enable()
            seatInput.isEnabled = true
        }
        seatInput.sent = nil
        if let traits = view as? any TextInputTraits {
            let type = TextInputContentType.of(traits, multiline: view is TextView)
            input.setContentType(
                hint: ZwpTextInputV3.ContentHint(rawValue: type.hint),
                purpose: ZwpTextInputV3.ContentPurpose(rawValue: type.purpose.rawValue))
        }
        sendState(seatInput, for: view)
    }

    private func disable(_ seatInput: SeatInput) {
        guard seatInput.isEnabled else { return }
        seatInput.isEnabled = false
        seatInput.sent = nil
        seatInput.input.disable()
        seatInput.input.commit()
        seatInput.events.didCommit()
    }

    /// Sends the surrounding text, the caret's rectangle and `commit`; with
    /// `unlessUnchanged`, nothing when they are what the last commit sent.
    private func sendState(_ seatInput: SeatInput, for view: View, unlessUnchanged: Bool = false) {
        guard let textInput = view as? any TextInput, let window = view.window, !window.isClosed else {
            disable(seatInput)
            return
        }
        var state = SentState()
        if let surrounding = Self.surroundingText(of: textInput) {
            state.surrounding = surrounding.text
            state.cursor = surrounding.cursor
            state.anchor = surrounding.anchor
        }
        if let selection = textInput.selectedTextRange {
            let caret = view.convert(textInput.caretRect(for: selection.end), to: window)
            if caret.minX.isFinite, caret.minY.isFinite, caret.width.isFinite, caret.height.isFinite {
                state.rectangle = [
                    Int32(clamping: Int(caret.minX.rounded(.down))), Int32(clamping: Int(caret.minY.rounded(.down))),
                    Int32(clamping: Int(caret.width.rounded(.up))), Int32(clamping: Int(caret.height.rounded(.up))),
                ]
            }
        }
        if unlessUnchanged, state == seatInput.sent { return }
        let input = seatInput.input
        if let surrounding = state.surrounding {
            input.setSurroundingText(surrounding, cursor: state.cursor, anchor: state.anchor)
        }
        input.setTextChangeCause(isApplying ? .inputMethod : .other)
        if let r = state.rectangle {
            input.setCursorRectangle(x: r[0], y: r[1], width: r[2], height: r[3])
        }
        input.commit()
        seatInput.events.didCommit()
        seatInput.sent = state
    }

    /// The text around the selection, without the preedit, at most
    /// ``maximumSurroundingBytes``, with the cursor and anchor as byte offsets into it;
    /// nothing for secret text.
    static func surroundingText(of input: any TextInput) -> (text: String, cursor: Int32, anchor: Int32)? {
        guard !input.isSecureTextEntry, let selection = input.selectedTextRange,
            var text = input.text(in: TextRange(start: input.beginningOfDocument, end: input.endOfDocument))
        else { return nil }
        var cursor = selection.end.offset
        var anchor = selection.start.offset
        if let marked = input.markedTextRange {
            // The preedit is not part of the surrounding text; the caret is where it starts.
            text.removeSubrange(
                text.index(utf16Offset: marked.start.offset)..<text.index(utf16Offset: marked.end.offset))
            cursor = marked.start.offset
            anchor = cursor
        }
        var cursorIndex = text.index(utf16Offset: cursor)
        var anchorIndex = text.index(utf16Offset: anchor)
        // Keep a window of the text around the cursor.
        if text.utf8.count > maximumSurroundingBytes {
            let half = maximumSurroundingBytes / 2
            let start = TextInputApplier.byteStep(text, from: cursorIndex, by: -half)
            let end = TextInputApplier.byteStep(text, from: start, by: maximumSurroundingBytes)
            let window = String(text[start..<end])
            let cursorBytes = text.utf8.distance(from: start, to: cursorIndex)
            let anchorBytes = min(max(0, text.utf8.distance(from: start, to: anchorIndex)), window.utf8.count)
            text = window
            cursorIndex = text.utf8.index(text.startIndex, offsetBy: cursorBytes)
            anchorIndex = text.utf8.index(text.startIndex, offsetBy: anchorBytes)
        }
        return (text, Int32(text.utf8Offset(of: cursorIndex)), Int32(text.utf8Offset(of: anchorIndex)))
    }

    /// The surface of the window a view is in.
    private func surface(of view: View) -> WlSurface? {
        guard let window = view.window else { return nil }
        return connection.windowsBySurface.values.first { $0.window === window }?.surface
    }
}
