import Testing

@testable import TouchKitWayland

/// The next presentation estimated from presentation feedback (SPEC D10).
@Suite("PresentationTiming (SPEC D10)")
struct PresentationTimingTests {
    @Test("D10: the next presentation is the last one plus whole refresh intervals")
    func nextPresentation() throws {
        var timing = PresentationTiming()
        #expect(timing.nextPresentation(after: 1) == nil, "nothing presented yet")
        timing.presented(at: 100, refresh: 0.016)
        let next = try #require(timing.nextPresentation(after: 100.001))
        #expect(abs(next - 100.016) < 1e-9)
        let later = try #require(timing.nextPresentation(after: 100.040))
        #expect(abs(later - 100.048) < 1e-9)
        let before = try #require(timing.nextPresentation(after: 99.99))
        #expect(abs(before - 100.016) < 1e-9, "input older than the last presentation: the next one after it")
        #expect(timing.nextPresentation(after: 5) == nil, "another clock")
        #expect(timing.nextPresentation(after: .nan) == nil)
    }

    @Test("D10: without a constant refresh, or with bad values, nothing is estimated")
    func unknownRefresh() {
        var timing = PresentationTiming()
        timing.presented(at: 100, refresh: 0)
        #expect(timing.nextPresentation(after: 100.001) == nil)
        timing.presented(at: .nan, refresh: 0.016)
        #expect(timing.presentedCount == 1, "a non-finite time is ignored")
        #expect(PresentationTiming.seconds(high: 1, low: 2, nanoseconds: 500_000_000) == 4_294_967_298.5)
    }
}
