import Testing
import TouchKitTesting

/// The input-to-commit latency read from a client's `WAYLAND_DEBUG=1` log (issue 14, P4:
/// the client benchmark's latency columns).
@Suite("WaylandDebugLog")
struct WaylandDebugLogTests {
    @Test("a line gives its time, direction, object, name and arguments; other lines give nothing")
    func parsesLines() {
        #expect(
            WaylandDebugLog.message(in: "[3063740.435] wl_touch@12.motion(1523, 0, 200.00000000, 250.00000000)")
                == WaylandDebugLog.Message(
                    time: 3063740.435, sent: false, interface: "wl_touch", objectID: 12, name: "motion",
                    arguments: "1523, 0, 200.00000000, 250.00000000"))
        #expect(
            WaylandDebugLog.message(in: "[ 740.451]  -> wl_surface@6.frame(new id wl_callback@25)")
                == WaylandDebugLog.Message(
                    time: 740.451, sent: true, interface: "wl_surface", objectID: 6, name: "frame",
                    arguments: "new id wl_callback@25"))
        #expect(WaylandDebugLog.message(in: "(gtk4-dots:20199): Gtk-WARNING **: Unable to acquire session bus") == nil)
        #expect(WaylandDebugLog.message(in: "[740.5] discarded wl_callback@7.done(1)") == nil)
        #expect(WaylandDebugLog.message(in: "[740.5] wl_touch@12.motion(1523") == nil)
    }

    /// A client that draws on its frame callback: the first input frame arrives idle and is
    /// drawn at once, the next two wait for one callback and are drawn together, the last
    /// waits through two callbacks.
    static let log = """
        [100.000] wl_touch@12.down(1, 100, wl_surface@6, 0, 10.0, 10.0)
        [100.010] wl_touch@12.frame()
        [100.500]  -> wl_surface@6.frame(new id wl_callback@30)
        [100.510]  -> wl_surface@6.attach(wl_buffer@20, 0, 0)
        [100.520]  -> wl_surface@6.damage_buffer(0, 0, 40, 40)
        [101.000]  -> wl_surface@6.commit()
        [104.000] wl_touch@12.motion(110, 0, 12.0, 10.0)
        [104.001] wl_touch@12.motion(110, 1, 50.0, 10.0)
        [104.002] wl_touch@12.frame()
        [105.000]  -> wl_display@1.sync(new id wl_callback@31)
        [106.000] wl_callback@31.done(7)
        [108.000] wl_touch@12.motion(118, 0, 14.0, 10.0)
        [108.002] wl_touch@12.frame()
        [110.000] wl_callback@30.done(120)
        [110.100]  -> wl_surface@6.frame(new id wl_callback@30)
        [110.200]  -> wl_surface@6.commit()
        [110.300]  -> wl_surface@6.damage_buffer(0, 0, 40, 40)
        [111.000]  -> wl_surface@6.commit()
        [112.000] wl_touch@12.motion(126, 0, 16.0, 10.0)
        [112.002] wl_touch@12.frame()
        [120.000] wl_callback@30.done(130)
        [120.100]  -> wl_surface@6.frame(new id wl_callback@32)
        [130.000] wl_callback@32.done(140)
        [130.100]  -> wl_surface@6.attach(wl_buffer@21, 0, 0)
        [130.200]  -> wl_surface@6.commit()
        [140.000] wl_touch@12.up(150, 160, 0)
        [140.001] wl_touch@12.frame()
        """

    @Test("each input frame is shown by the next commit with content; sync callbacks and empty commits do not count")
    func latencyPerInputFrame() throws {
        let latency = WaylandDebugLog.latency(in: Self.log)
        let expected = [1.0, 7.0, 3.0, 18.2]
        try #require(latency.milliseconds.count == expected.count)
        for (measured, wanted) in zip(latency.milliseconds, expected) {
            #expect(abs(measured - wanted) < 1e-6, "\(latency.milliseconds)")
        }
        #expect(latency.unshown == 1)
        #expect(latency.waitedPastNextCallback == 1)
        #expect(abs(latency.median - 3.0) < 1e-6)
        #expect(abs(latency.p99 - 18.2) < 1e-6)
    }

    @Test("a client that commits inside its motion handler shows the frame before its frame event")
    func commitInsideTheGroup() {
        let log = """
            [200.000] wl_touch@3.motion(1, 0, 1.0, 1.0)
            [200.100]  -> wl_surface@6.attach(wl_buffer@9, 0, 0)
            [200.150]  -> wl_surface@6.commit()
            [200.200] wl_touch@3.motion(1, 1, 1.0, 1.0)
            [200.300]  -> wl_surface@6.attach(wl_buffer@9, 0, 0)
            [200.350]  -> wl_surface@6.commit()
            [200.400] wl_touch@3.frame()
            """
        let latency = WaylandDebugLog.latency(in: log)
        #expect(latency.milliseconds.count == 1)
        #expect(abs((latency.milliseconds.first ?? 0) - 0.15) < 1e-6)
        #expect(latency.unshown == 0)
        #expect(latency.waitedPastNextCallback == 0)
    }
}
