import Testing
import TouchKitTesting

/// Pacing and input-to-light read from a client's `WAYLAND_DEBUG=1` log (SPEC D6 to D8,
/// D10; issue 32).
@Suite("WaylandDebugLog: pacing and presentation")
struct WaylandDebugLogPacingTests {
    /// An idle input frame drawn at once (with feedback, presented at 1,000.020 s on the
    /// input clock), a busy one coalesced to the callback, an empty tick commit and an
    /// input frame drawn before the tick's callback without a second callback, and a
    /// second content commit in one repaint (the fault the check looks for).
    static let log = """
        [90.000] wp_presentation@9.clock_id(4)
        [100.000] wl_touch@12.down(1, 1000000, wl_surface@6, 0, 10.0, 10.0)
        [100.010] wl_touch@12.frame()
        [100.500]  -> wl_surface@6.frame(new id wl_callback@30)
        [100.510]  -> wl_surface@6.attach(wl_buffer@20, 0, 0)
        [100.520]  -> wp_presentation@9.feedback(wl_surface@6, new id wp_presentation_feedback@40)
        [101.000]  -> wl_surface@6.commit()
        [104.000] wl_touch@12.motion(1000004, 0, 12.0, 10.0)
        [104.002] wl_touch@12.frame()
        [110.000] wl_callback@30.done(120)
        [110.050] wp_presentation_feedback@40.presented(0, 1000, 20000000, 16666666, 0, 5, 1)
        [110.100]  -> wl_surface@6.frame(new id wl_callback@31)
        [110.300]  -> wl_surface@6.damage_buffer(0, 0, 40, 40)
        [111.000]  -> wl_surface@6.commit()
        [120.000] wl_callback@31.done(130)
        [120.100]  -> wl_surface@6.frame(new id wl_callback@32)
        [120.200]  -> wl_surface@6.commit()
        [122.000] wl_touch@12.motion(1000022, 0, 14.0, 10.0)
        [122.002] wl_touch@12.frame()
        [122.300]  -> wl_surface@6.damage_buffer(0, 0, 40, 40)
        [122.400]  -> wl_surface@6.commit()
        [123.300]  -> wl_surface@6.damage_buffer(0, 0, 40, 40)
        [123.400]  -> wl_surface@6.commit()
        [130.000] wl_callback@32.done(140)
        """

    @Test("D6-D8: idle, after-tick and busy input frames, and content commits per repaint")
    func pacing() {
        let pacing = WaylandDebugLog.pacing(in: Self.log)
        #expect(pacing.idleInputFrames == 2)
        #expect(pacing.idleAfterTick == 1)
        #expect(pacing.idleCommittedBeforeRepaint == 2)
        #expect(pacing.afterTickCommittedBeforeRepaint == 1)
        #expect(pacing.busyInputFrames == 1)
        #expect(pacing.contentCommitsPerRepaint == [1, 1, 2])
        #expect(pacing.presented == 1)
    }

    @Test("D10: input to light: the input frame's dispatch to the presented time of the commit that showed it")
    func presentedLatency() {
        // The presentation clock (4) reads 999,880 ms when the log's reads 0.
        var clocks: [Int32] = []
        let latency = WaylandDebugLog.latency(in: Self.log) { clock, ms in
            clocks.append(clock)
            return ms - 999_880
        }
        // Presented at 1,000.020 s = 1,000,020 ms, 140 ms on the log's clock; the down was
        // dispatched at 100 ms.
        #expect(clocks == [4])
        #expect(latency.presentedMilliseconds.count == 1)
        #expect(abs((latency.presentedMilliseconds.first ?? 0) - 40) < 1e-6)
        // Without clock_id nothing is measured rather than something wrong.
        let noClock = WaylandDebugLog.latency(in: String(Self.log.drop { $0 != "\n" }.dropFirst())) { _, ms in ms }
        #expect(noClock.presentedMilliseconds.isEmpty)
    }
}
