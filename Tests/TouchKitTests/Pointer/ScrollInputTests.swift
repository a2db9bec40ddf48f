import Testing
import TouchKit

/// `wl_pointer` axis events become one scroll per frame (SPEC P1), and bad ones are
/// survived (P11).
@Suite("Scroll input from wl_pointer (SPEC P1, P11)")
struct ScrollInputTests {
    let window = WindowID(rawValue: 7)
    let here = Point(x: 10, y: 20)

    @Test("P1: a wheel's axis, value120 and source before a frame are one scroll with its steps")
    func wheelFrame() throws {
        var builder = ScrollInputBuilder()
        builder.source(.wheel)
        builder.axis(.vertical, value: 15, time: 2000)
        builder.value120(.vertical, 60)
        let built1 = builder.frame(window: window, location: here)
        let input = try #require(built1)
        #expect(input.source == .wheel)
        #expect(input.scrollType == .discrete)
        #expect(input.delta == Point(x: 0, y: 15))
        #expect(input.steps == Point(x: 0, y: 0.5))
        #expect(input.timestamp == 2)
        #expect(!input.isStop)
        #expect(input.window == window && input.location == here)
        let built2 = builder.frame(window: window, location: here)
        #expect(built2 == nil)  // nothing pending
    }

    @Test("P1: a touchpad's frames carry their movement, and axis_stop ends the sequence")
    func fingerFrames() throws {
        var builder = ScrollInputBuilder()
        builder.source(.finger)
        builder.axis(.vertical, value: 3.5, time: 100)
        builder.axis(.horizontal, value: -1, time: 100)
        let built3 = builder.frame(window: window, location: here)
        let move = try #require(built3)
        #expect(move.delta == Point(x: -1, y: 3.5))
        #expect(move.steps == nil)
        #expect(move.scrollType == .continuous)
        builder.source(.finger)
        builder.stop(.vertical, time: 110)
        let built4 = builder.frame(window: window, location: here)
        let stop = try #require(built4)
        #expect(stop.isStop && stop.delta == .zero)
    }

    @Test("P1: with no axis_source, a frame with steps is a wheel and one without is continuous")
    func missingSource() throws {
        var builder = ScrollInputBuilder()
        builder.axis(.vertical, value: 10, time: 1)
        builder.discrete(.vertical, 1)
        let built5 = builder.frame(window: window, location: here)
        #expect(try #require(built5).source == .wheel)
        builder.axis(.vertical, value: 2, time: 2)
        let built6 = builder.frame(window: window, location: here)
        #expect(try #require(built6).source == .continuous)
    }

    @Test("P11: an axis whose frame never came is delivered once at the flush and reported once")
    func axisWithoutFrame() throws {
        let faults = FaultLog()
        var builder = ScrollInputBuilder()
        builder.faultHandler = { fault in faults.add(fault) }
        builder.source(.wheel)
        builder.axis(.vertical, value: 10, time: 1)
        builder.value120(.vertical, 120)
        let built7 = builder.flush(window: window, location: here)
        let first = try #require(built7)
        #expect(first.steps == Point(x: 0, y: 1))
        let built8 = builder.flush(window: window, location: here)
        #expect(built8 == nil)  // not twice
        builder.axis(.vertical, value: 10, time: 2)
        let built9 = builder.flush(window: window, location: here)
        #expect(built9 != nil)
        #expect(faults.all == [.axisWithoutFrame])  // logged once
        #expect(builder.faultCount == 2)
    }

    @Test("P11: steps with no axis scroll by the steps; discrete and value120 together use the value120")
    func stepsFaults() throws {
        let faults = FaultLog()
        var builder = ScrollInputBuilder()
        builder.faultHandler = { fault in faults.add(fault) }
        builder.source(.wheel)
        builder.value120(.vertical, 240)
        let built10 = builder.frame(window: window, location: here)
        let alone = try #require(built10)
        #expect(alone.steps == Point(x: 0, y: 2) && alone.delta == .zero)
        builder.source(.wheel)
        builder.axis(.horizontal, value: 10, time: 3)
        builder.discrete(.horizontal, 1)
        builder.value120(.horizontal, 60)
        let built11 = builder.frame(window: window, location: here)
        let both = try #require(built11)
        #expect(both.steps == Point(x: 0.5, y: 0))
        builder.axis(.vertical, value: .nan, time: 4)
        builder.axis(.vertical, value: 4, time: 4)
        let built12 = builder.frame(window: window, location: here)
        #expect(try #require(built12).delta == Point(x: 0, y: 4))
        #expect(faults.all == [.stepsWithoutAxis, .discreteAndValue120, .nonFiniteValue])
    }
}

/// Collects faults from a `@Sendable` handler.
final class FaultLog: @unchecked Sendable {
    private var faults: [ScrollInputBuilder.Fault] = []
    func add(_ fault: ScrollInputBuilder.Fault) { faults.append(fault) }
    var all: [ScrollInputBuilder.Fault] { faults }
}
