/// A batch update being recorded: how deep the nested `performBatchUpdates` calls are,
/// the changes so far and the completions to call (SPEC L9).
struct ListBatch {
    var depth = 0
    var pending = TableUpdate()
    var completions: [(Bool) -> Void] = []
}

/// The bookkeeping before an update that tables and collection views share (SPEC L9,
/// L10, L15): recording changes into the batch under way or applying them at once,
/// nesting batches, checking the data source's counts and reporting bad ones.
@MainActor
protocol ListBatchUpdating: AnyObject {
    /// The batch being recorded.
    var batch: ListBatch { get set }
    /// The number of rows (items) in each section before the update.
    var countsBeforeUpdate: [Int] { get }
    /// The number of sections the data source has now.
    var sectionsInDataSource: Int { get }
    /// The number of rows (items) the data source has now in `section`.
    func countInDataSource(_ section: Int) -> Int
    /// "row" or "item", and "the table" or "the collection view", for reports.
    var elementNoun: String { get }
    var listNoun: String { get }
    /// Loads the counts if they are out of date.
    func loadIfNeeded()
    /// Applies an update the counts agree with, animated.
    func applyChecked(_ update: TableUpdate, completion: ((Bool) -> Void)?)
    /// Reloads everything after an update the counts disagree with.
    func reloadAfterInvalidUpdate()
    /// Reports bad input in one line.
    func report(_ line: String)
}

extension ListBatchUpdating {
    /// Runs `updates`, whose changes make one animated change; `completion` gets `true`
    /// when the animations end.
    func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        loadIfNeeded()
        batch.depth += 1
        updates?()
        batch.depth -= 1
        if let completion { batch.completions.append(completion) }
        guard batch.depth == 0 else { return }
        let update = batch.pending
        let completions = batch.completions
        batch = ListBatch()
        apply(update, call: "performBatchUpdates(_:completion:)") { finished in
            for completion in completions { completion(finished) }
        }
    }

    /// Adds changes to the batch under way, or applies them at once.
    func record(_ call: String, _ animation: TableView.RowAnimation, _ change: (inout TableUpdate) -> Void) {
        loadIfNeeded()
        if batch.depth > 0 {
            change(&batch.pending)
            if animation == .none { batch.pending.animation = .none }
            return
        }
        var update = TableUpdate()
        update.animation = animation
        change(&update)
        apply(update, call: call, completion: nil)
    }

    /// Checks an update against the data source and applies it; a bad one is reported
    /// with the call's name and the list reloads (SPEC L10).
    private func apply(_ update: TableUpdate, call: String, completion: ((Bool) -> Void)?) {
        let problem = update.problem(
            before: countsBeforeUpdate, sections: sectionsInDataSource, count: countInDataSource,
            noun: elementNoun, list: listNoun)
        guard let problem else {
            applyChecked(update, completion: completion)
            return
        }
        report("\(call): invalid update: \(problem); \(listNoun) reloads from the data source")
        reloadAfterInvalidUpdate()
        completion?(false)
    }
}
