/// Where a recognizer's attempt stands in arbitration (SPEC G5, G13-G17), beside its
/// public ``GestureRecognizer/State``. Every move goes through
/// ``GestureRecognizer/advanceStage(to:)``, which checks it.
///
/// ```
///  open ──(leaves `possible`)──▶ candidate ──(arbitrated: recognizes)──▶ open
///                                  │    ▲
///    (a failure requirement is     │    │ (its requirements failed, G16)
///     undecided, G16)              ▼    │
///                            waiting(pending:)
///  any ──(fails, or the attempt is reset)──▶ open
/// ```
@MainActor
internal enum ArbitrationStage: Equatable {
    /// No transition waits for a decision: deciding in `possible`, or its state
    /// arbitrated already (recognizing or finished).
    case open
    /// Left `possible` in this batch (its state is the one it reached) and awaits
    /// arbitration (G13-G17).
    case candidate
    /// Held in `possible` by an undecided failure requirement; makes `pending` once all
    /// its requirements have failed (G16).
    case waiting(pending: GestureRecognizer.State)

    /// Whether `self` may move to `next`: the moves the arena makes (the diagram above).
    func allows(_ next: ArbitrationStage) -> Bool {
        switch (self, next) {
        case (_, .open): true
        case (.open, .candidate), (.waiting, .candidate): true
        case (.candidate, .waiting): true
        default: false
        }
    }
}

/// The internal state of one attempt of a recognizer, from its first touch or
/// transition to its reset (SPEC G7). The recognizer holds it inline (no lookup), and
/// the reset replaces it whole.
@MainActor
internal struct GestureAttempt {
    /// Where the attempt stands in arbitration.
    var stage = ArbitrationStage.open
    /// The touches of the attempt that have not ended and are not ignored.
    var currentTouches: [Touch] = []
    /// Every touch the recognizer received in the attempt (for sharing, G14).
    var touches: [Touch] = []
    /// Touches ignored with ``GestureRecognizer/ignore(_:for:)``.
    var ignoredTouches: [Touch] = []
    /// The action calls owed, one per transition, each with the state the transition
    /// reached (G6).
    var owedActions: [GestureRecognizer.State] = []
    /// The failure requirements of the attempt, asked once (G16).
    var requirements: [GestureRecognizer]?
    /// The arena of the attempt. (A view that just left its window still settles its
    /// attempt there, G20.)
    weak var arena: GestureArena?
}

/// The arena's marks on a recognizer, kept across attempts: which dispatch fed and
/// visited it, its place in the visiting order, whether it is in an arena's live list,
/// the set of its last touch call, the state the action being sent shows, and the
/// touches of its last dispatch.
@MainActor
internal struct ArenaMarks {
    /// The arena whose live list holds the recognizer, if any. (An identity, not a
    /// reference: checked every frame, it costs no reference counting.)
    var liveArena: ObjectIdentifier?
    /// The dispatch that last fed the recognizer, and how many changed touches it
    /// brought it.
    var feedStamp = 0
    var feedCount = 0
    /// Whether every changed touch the last dispatch brought the recognizer moved.
    var feedAllMoved = true
    /// The dispatch that last visited the recognizer (fed it, or found nothing for it).
    var visitStamp = 0
    /// The position in the last dispatch's visiting order (G4, G17).
    var visitRank = Int.max
    /// The set of the last touch call, handed again when the touches are the same (no
    /// allocation per recognizer per frame).
    var lastCall = TouchSetCache()
    /// The state of the transition whose action is being sent, which
    /// ``GestureRecognizer/state`` reads during that action (G6), or `nil`.
    var actionState: GestureRecognizer.State?
    /// The touches of the last dispatch, for ``GestureRecognizer/location(in:)`` after
    /// the last lift.
    var lastTouches: [Touch] = []
}
