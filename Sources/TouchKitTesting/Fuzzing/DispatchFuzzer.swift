import TouchKit

/// Drives random touch sequences through a real view tree with random gesture
/// recognizers, and checks the dispatch invariants after every step.
///
/// Each sequence builds an application with two windows of random views and random
/// recognizers (every built-in kind with random thresholds and flags, and a scripted
/// custom one that makes random legal transitions), random delegates, failure
/// requirements (cycles included) and random edits made from inside view handlers,
/// recognizer actions and both funnels: of the view tree, of views' state, of their
/// frame, center, bounds and transform (NaN, infinite and huge values included), of
/// recognizers, and closing windows. The frames come from two seats, each seat's
/// fingers on either window, and a batch handed to `Application.handle(_:)`
/// may hold both seats' frames; they mix downs, moves, ups, compositor cancels,
/// missing frames, reused ids, huge and non-finite coordinates, and time passing for
/// the recognizers' timers. It checks:
/// - F5 per receiver (SPEC F5, G11): a view that got `began` for a touch gets exactly
///   one `ended` or `cancelled` and nothing after; a recognizer never gets a phase
///   after its terminal one, nor a terminal without `began`;
/// - T7: a view that is not multiple-touch enabled never has two fingers at once;
/// - no finished recognizer is left un-reset after a dispatch or timer (G7);
/// - no illegal state transition is reported by the toolkit (G5);
/// - the view tree is consistent (every subview's `superview` points back, no cycle);
/// - every area a window hands its host to redraw is finite;
/// - no touch is left open at the end (T1) and nothing crashes;
/// - once the sequence is over, its application, windows, views and recognizers are
///   all freed (the toolkit keeps no reference cycle alive).
///
/// It also builds scroll views (nested, paging, zooming) and controls, recognizers
/// whose subclass overrides and delegates answer stably per pair, and a custom one that
/// ignores touches, moves on a timer and makes two transitions in one call; it plays
/// gesture-shaped input (a long press then a drag, a flick, a pinch, a swipe, an edge
/// pan) on a clock that moves with the frames, and ends each sequence with a lift of
/// every finger. It checks further (`FuzzChecks`):
/// - each action reads its own transition: `began`, `changed`…, then `ended` or
///   `cancelled` (G5, G6);
/// - after the final lift and the clock running on, nothing is under way: no touch
///   active, no recognizer out of `possible` or with an action sequence open, no view
///   waiting for a touch's end, no control tracking (quiescence);
/// - scroll views rest within their range and zoom limits and stop tracking (S3-S16);
/// - a control's events come as `touchDown`, then one end (R4);
/// - one sequence in 16 played twice makes the same calls (G17: no `Set` order leaks).
///
/// `touchkit fuzz` runs it at length; the test suite runs a quick pass.
@MainActor
public enum DispatchFuzzer {
    /// What a run found.
    public struct Report: Sendable, CustomStringConvertible {
        /// Sequences run.
        public var sequences = 0
        /// Sequences whose frames waited across turns of the run loop, with a host that
        /// forgets closed windows (`BatchingScenario`).
        public var batchingSequences = 0
        /// Windows closed while frames were collected and not yet handed in.
        public var closesWithQueuedFrames = 0
        /// Windows a host forgot from inside a dispatch (re-entering `Application.handle`).
        public var reentrantForgets = 0
        /// Touch method calls made to views and recognizers.
        public var deliveries = 0
        /// Recognizer actions sent.
        public var actions = 0
        /// Sequences that broke F5 per receiver (views or recognizers).
        public var f5Violations = 0
        /// Sequences in which a view that is not multiple-touch enabled got a second finger (T7).
        public var t7Violations = 0
        /// Sequences in which a finished recognizer was left un-reset (G7).
        public var resetViolations = 0
        /// Illegal transitions reported by the toolkit (G5).
        public var illegalTransitions = 0
        /// Sequences that left the view tree inconsistent.
        public var corruptedTrees = 0
        /// Sequences that left a touch open.
        public var openTouches = 0
        /// Sequences in which a window handed a non-finite area to redraw.
        public var nonFiniteDamage = 0
        /// Sequences whose application, windows, views or recognizers outlived them.
        public var leakedSequences = 0
        /// Sequences in which an action read a state out of order (G5, G6).
        public var actionOrderViolations = 0
        /// Sequences in which something was still under way after the final lift.
        public var quiescenceViolations = 0
        /// Sequences in which a scroll view rested out of range or kept tracking (S3-S16).
        public var scrollViolations = 0
        /// Sequences in which a control's events broke their order (R4).
        public var controlViolations = 0
        /// Sequences played twice for the determinism check.
        public var determinismChecks = 0
        /// Sequences whose second run made different calls (G17).
        public var nondeterministicSequences = 0
        /// Changes made to lists' data during the sequences (`lists: true`).
        public var listChanges = 0
        /// The first few violations, for a reader.
        public var examples: [String] = []

        /// Creates an empty report.
        public init() {}

        /// Whether every invariant held.
        public var isClean: Bool {
            f5Violations == 0 && t7Violations == 0 && resetViolations == 0 && illegalTransitions == 0
                && corruptedTrees == 0
                && openTouches == 0 && nonFiniteDamage == 0 && leakedSequences == 0
                && actionOrderViolations == 0 && quiescenceViolations == 0 && scrollViolations == 0
                && controlViolations == 0 && nondeterministicSequences == 0
        }

        /// One line per figure.
        public var description: String {
            """
            sequences: \(sequences) (\(batchingSequences) with frames held across loop turns)
            closes with frames held: \(closesWithQueuedFrames), hosts forgetting a window inside a dispatch: \(reentrantForgets)
            touch calls: \(deliveries), recognizer actions: \(actions)
            F5 violations (per receiver): \(f5Violations)
            T7 violations (single-touch views): \(t7Violations)
            recognizers left un-reset (G7): \(resetViolations)
            illegal transitions (G5): \(illegalTransitions)
            corrupted trees: \(corruptedTrees)
            touches left open: \(openTouches)
            non-finite damage: \(nonFiniteDamage)
            sequences whose objects outlived them: \(leakedSequences)
            actions read out of order (G5, G6): \(actionOrderViolations)
            not quiescent after the final lift: \(quiescenceViolations)
            scroll views out of range or still tracking (S): \(scrollViolations)
            control events out of order (R4): \(controlViolations)
            nondeterministic (same seed twice): \(nondeterministicSequences) of \(determinismChecks)
            """ + (examples.isEmpty ? "" : "\nfirst violations:\n  " + examples.joined(separator: "\n  "))
        }

        @MainActor mutating func merge(_ ledger: FuzzLedger, seed: UInt64) {
            sequences += 1
            deliveries += ledger.deliveries
            actions += ledger.actions
            if !ledger.f5.isEmpty { f5Violations += 1 }
            if !ledger.t7.isEmpty { t7Violations += 1 }
            if !ledger.resets.isEmpty { resetViolations += 1 }
            if !ledger.tree.isEmpty { corruptedTrees += 1 }
            if ledger.open > 0 { openTouches += 1 }
            if !ledger.damage.isEmpty { nonFiniteDamage += 1 }
            if !ledger.leaks.isEmpty { leakedSequences += 1 }
            for problem in (ledger.f5 + ledger.t7 + ledger.resets + ledger.tree + ledger.damage + ledger.leaks).prefix(
                1) where examples.count < 5
            {
                examples.append("seed \(seed): \(problem)")
            }
        }
    }

    /// Runs `count` sequences, seeds `firstSeed` onwards.
    ///
    /// - Parameters:
    ///   - count: How many sequences.
    ///   - firstSeed: The first sequence's seed; sequence *n* uses `firstSeed + n`.
    ///   - lists: Whether every window also holds a `TableView` whose data changes at
    ///     random during touches (rows and sections inserted, deleted, moved, reloaded,
    ///     also while a row is highlighted, swiped or lifted); the tree check then also
    ///     fails a table that shows a cell for a row its data no longer has. These
    ///     sequences are all of `FuzzScenario`'s kind.
    ///   - progress: Called every 10,000 sequences with the report so far.
    public static func run(
        count: Int, firstSeed: UInt64 = 1, lists: Bool = false, progress: ((Report) -> Void)? = nil
    ) -> Report {
        var report = Report()
        let failsOnBugs = TouchKitLog.failsOnBugs
        TouchKitLog.failsOnBugs = false
        defer { TouchKitLog.failsOnBugs = failsOnBugs }
        let bugsBefore = TouchKitLog.reportedBugCount
        // The first application made becomes `Application.shared` and lives on; make it
        // now, so that no sequence's application does (each must be freed).
        _ = Application.shared
        for n in 0..<count {
            let seed = firstSeed &+ UInt64(n)
            if lists {
                let ledger = FuzzScenario(seed: seed, lists: true).run()
                report.listChanges += ledger.listChanges
                report.merge(ledger, seed: seed)
                report.mergeChecks(ledger.checks, seed: seed)
            } else {
                runSequence(seed: seed, into: &report)
            }
            if let progress, (n + 1) % 10_000 == 0 { progress(report) }
        }
        report.illegalTransitions = TouchKitLog.reportedBugCount - bugsBefore
        return report
    }
}
