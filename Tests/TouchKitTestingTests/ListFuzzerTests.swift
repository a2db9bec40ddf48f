import Testing
import TouchKit
import TouchKitTesting

/// The dispatch fuzzer with lists (`touchkit fuzz --lists`): every window also holds a
/// `TableView` whose rows and sections change at random, also from inside its callbacks
/// while a finger highlights, swipes or lifts a row.
///
/// It checks every invariant of the quick pass, the scroll views' rest included (seeds
/// 2000339 and 2000340 once left a table decelerating for ever: the reorder autoscroll
/// took the frames of its spring back, SPEC S11, docs/TESTING.md).
@MainActor
@Suite("Dispatch fuzzer with lists (SPEC F5, L9, L10, L15, S11)")
struct ListFuzzerTests {
    @Test(
        "F5, L9, L15, S11: 600 sequences with lists changing under the fingers keep the invariants; no cell for a row gone"
    )
    func listsUnderTheFingers() {
        let report = DispatchFuzzer.run(count: 600, firstSeed: 2_000_000, lists: true)
        #expect(report.f5Violations == 0 && report.t7Violations == 0, "\(report)")
        #expect(report.resetViolations == 0 && report.illegalTransitions == 0, "\(report)")
        #expect(report.corruptedTrees == 0, "no table shows a cell for a row that is gone: \(report)")
        #expect(report.openTouches == 0 && report.nonFiniteDamage == 0 && report.leakedSequences == 0, "\(report)")
        #expect(report.actionOrderViolations == 0 && report.quiescenceViolations == 0, "\(report)")
        #expect(report.controlViolations == 0 && report.nondeterministicSequences == 0, "\(report)")
        #expect(report.scrollViolations == 0, "every scroll view rests within its range (S11): \(report)")
        #expect(report.listChanges > 600, "the lists' data did change: \(report.listChanges) changes")
        #expect(report.deliveries > 5_000, "the sequences do deliver touches (not vacuous)")
    }

    @Test(
        "S11 (fuzz seeds 2000339, 2000340): a table whose spring back starts as a reordered row autoscrolls comes to rest"
    )
    func s11SeedsComeToRest() {
        for seed in [2_000_339, 2_000_340] {
            let report = DispatchFuzzer.run(count: 1, firstSeed: UInt64(seed), lists: true)
            #expect(report.scrollViolations == 0, "seed \(seed): \(report.examples)")
            #expect(report.deliveries > 100, "seed \(seed) delivers touches")
        }
    }

    @Test("L9 (fuzz seeds 2001059, 2003837, 2005543): a table left past its shorter content by a reload comes to rest")
    func l9SeedsRestWithinRange() {
        for seed in [2_001_059, 2_003_837, 2_005_543] {
            let report = DispatchFuzzer.run(count: 1, firstSeed: UInt64(seed), lists: true)
            #expect(report.scrollViolations == 0, "seed \(seed): \(report.examples)")
        }
    }

    @Test(
        "L2, L9 (fuzz seed 2111745): rows deleted from a touch cancelled while the table recycles its cells get no cell"
    )
    func l2RowsGoneDuringRecycling() {
        // Before the fix this trapped: the layout made a cell for a section deleted
        // meanwhile (an index out of range).
        let report = DispatchFuzzer.run(count: 1, firstSeed: 2_111_745, lists: true)
        #expect(report.deliveries > 100 && report.listChanges > 0)
        #expect(report.f5Violations == 0 && report.openTouches == 0, "\(report)")
    }

    @Test(
        "L5, L16 (fuzz seed 2009808): a header taken off during the layout of the headers, whose cancelled touch makes the delegate reload the table, leaves it consistent"
    )
    func l16HeadersReloadedDuringTheirLayout() {
        // Before the fix this crashed: an exclusive access to the header views was held
        // across the delegate's reload (Swift's "simultaneous accesses" trap). Since then
        // the fuzzer gained pen, hover and scroll sources (issue 27), which draw from the
        // same random stream: the seed no longer makes the sequence that crashed, and
        // only checks that what it makes now stays clean. The crashing shape is written
        // out in TableViewHeaderViewTests ("L16 (fuzz seed 2009808)").
        let report = DispatchFuzzer.run(count: 1, firstSeed: 2_009_808, lists: true)
        #expect(report.sequences == 1)
        #expect(report.f5Violations == 0 && report.corruptedTrees == 0 && report.openTouches == 0, "\(report)")
    }

    @Test(
        "L9 (fuzz seeds 2092783, 2184101, 2192148): tables whose rows change under a scroll animation rest within their range"
    )
    func l9SeedsRestWithinRangeUnderAnimations() {
        // 2192148 left a table at 18 in a range of 0...0: a scroll animation towards the
        // old end went on after the rows were deleted under it (now re-aimed; the shape is
        // TableViewReloadRangeTests "L9 (fuzz seed 2192148)"). 2092783 and 2184101 were
        // found before the random stream changed (issue 27) and no longer make the
        // sequences that failed; they are kept as they run now.
        for seed in [2_092_783, 2_184_101, 2_192_148] {
            let report = DispatchFuzzer.run(count: 1, firstSeed: UInt64(seed), lists: true)
            #expect(report.scrollViolations == 0, "seed \(seed): \(report.examples)")
            #expect(report.deliveries > 0 && report.listChanges > 0, "seed \(seed) changes its lists")
        }
    }

    @Test("L2, L9 (fuzz seed 2137833): no visible cell of a table names no row")
    func l2SeedCellsNameTheirRows() {
        // The layout recycled cells with index paths an update made inside the recycling
        // had changed (the shape is TableViewReuseTests "L2, L9 (fuzz seed 2137833)").
        let report = DispatchFuzzer.run(count: 1, firstSeed: 2_137_833, lists: true)
        #expect(report.corruptedTrees == 0, "\(report.examples)")
        #expect(report.deliveries > 0 && report.listChanges > 0)
    }
}
