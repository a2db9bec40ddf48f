import TouchKit

/// The fuzzer's window host, modelled on the Wayland backend's: each seat collects the
/// frames it builds during a turn of the run loop and hands them in together on the
/// next turn, and a window that closes is forgotten at once: the host hands the
/// application every seat's `forgetWindow` frames from inside the close, which may
/// itself run inside a dispatch or a cancellation (it re-enters `Application.handle`).
@MainActor
final class FuzzHost: WindowHost {
    weak var application: Application?
    /// The seats' builders.
    var seats: [TouchFrameBuilder]
    /// Frames built but not handed in yet (read off the socket this turn).
    private(set) var collected: [TouchFrame] = []
    /// How many windows were forgotten from inside a dispatch (re-entering `handle`).
    private(set) var reentrantForgets = 0
    /// How many times frames were still collected when a window closed.
    private(set) var closesWithQueuedFrames = 0
    private var handing = 0

    init(application: Application, seats: Int) {
        self.application = application
        self.seats = (0..<seats).map { TouchFrameBuilder(seat: SeatID("seat\($0)")) }
    }

    /// Keeps frames for the next turn.
    func collect(_ frames: [TouchFrame]) {
        collected += frames
    }

    /// The next turn of the loop: the collected frames go in together.
    func handCollectedFramesIn() {
        guard !collected.isEmpty else { return }
        let frames = collected
        collected.removeAll()
        hand(frames)
    }

    /// Hands frames in now.
    func hand(_ frames: [TouchFrame]) {
        guard !frames.isEmpty else { return }
        handing += 1
        application?.handle(frames)
        handing -= 1
    }

    func windowNeedsDisplay(_ window: Window) {}
    func windowTitleDidChange(_ window: Window) {}

    /// Forgets the window's fingers on every seat at once, as a host does.
    func windowDidClose(_ window: Window) {
        if handing > 0 { reentrantForgets += 1 }
        if !collected.isEmpty { closesWithQueuedFrames += 1 }
        var frames: [TouchFrame] = []
        for index in seats.indices { frames += seats[index].forgetWindow(window.windowID) }
        hand(frames)
    }
}
