/// A request to run work later, which can be cancelled before it runs (SPEC D1).
///
/// Returned by ``Responder/perform(after:in:_:)`` and ``Application/perform(after:target:_:)``.
@MainActor
public final class DelayedWork {
    /// When the work is due, in the application clock's seconds.
    public let deadline: Double
    /// Whether the work was cancelled.
    public private(set) var isCancelled = false
    /// Whether the work has run.
    public internal(set) var hasRun = false

    internal let target: ObjectIdentifier?
    /// The message, for a request made with ``Responder/perform(_:with:afterDelay:)``.
    internal let selector: Selector?
    /// The message's argument, compared by ``Responder/cancelPreviousPerformRequests(withTarget:selector:object:)``.
    internal let argument: Any?
    /// The work; let go of once it has run or been cancelled, so that what it captured
    /// (often the object that keeps this request to cancel it later) is not kept alive
    /// in a cycle.
    private var work: (@MainActor () -> Void)?

    internal init(
        deadline: Double, target: ObjectIdentifier?, selector: Selector? = nil, argument: Any? = nil,
        work: @escaping @MainActor () -> Void
    ) {
        self.deadline = deadline
        self.target = target
        self.selector = selector
        self.argument = argument
        self.work = work
    }

    /// Cancels the work if it has not run yet.
    public func cancel() {
        isCancelled = true
        work = nil
    }

    /// Runs the work, once.
    internal func run() {
        hasRun = true
        let work = work
        self.work = nil
        work?()
    }
}

/// The application's pending delayed work, run on the main actor in deadline order.
@MainActor
internal final class DelayedWorkQueue {
    let clock: any ApplicationClock
    private var pending: [DelayedWork] = []

    init(clock: any ApplicationClock) {
        self.clock = clock
    }

    @discardableResult
    func schedule(
        after delay: Double, target: AnyObject?, selector: Selector? = nil, argument: Any? = nil,
        _ work: @escaping @MainActor () -> Void
    ) -> DelayedWork {
        let item = DelayedWork(
            deadline: clock.now + max(0, delay), target: target.map(ObjectIdentifier.init),
            selector: selector, argument: argument, work: work)
        pending.append(item)
        clock.wakeUp(at: item.deadline) { [weak self] in self?.runDue() }
        return item
    }

    func cancelAll(target: AnyObject) {
        cancel(target: target) { _ in true }
    }

    /// Cancels the target's pending requests that `matches` accepts.
    func cancel(target: AnyObject, where matches: (DelayedWork) -> Bool) {
        let id = ObjectIdentifier(target)
        for item in pending where item.target == id && matches(item) { item.cancel() }
        pending.removeAll { $0.isCancelled }
    }

    var count: Int { pending.count { !$0.isCancelled } }

    func runDue() {
        let now = clock.now
        while let index = pending.indices
            .filter({ pending[$0].deadline <= now })
            .min(by: { pending[$0].deadline < pending[$1].deadline })
        {
            let item = pending.remove(at: index)
            guard !item.isCancelled else { continue }
            item.run()
        }
    }
}
