import Testing
import TouchKit

@testable import TouchKitWayland

/// Compose sequences and key repeat of the Wayland keyboard, without a compositor (SPEC X10).
@MainActor
@Suite("Key compose and repeat")
struct KeyComposeAndRepeatTests {
    static let deadAcute: UInt32 = 0xfe51
    static let multiKey: UInt32 = 0xff20
    static let e: UInt32 = 0x65, o: UInt32 = 0x6f, c: UInt32 = 0x63, x: UInt32 = 0x78
    static let shift: UInt32 = 0xffe1

    static let composeFile = """
        <dead_acute> <e> : "é" eacute
        <Multi_key> <o> <c> : "©" copyright
        """

    @Test("X10: a dead key types nothing, the next key types the composed character")
    func deadKey() throws {
        let compose = try #require(KeyCompose(composeFile: Self.composeFile))
        #expect(compose.feed(Self.deadAcute) == .composing)
        #expect(compose.feed(Self.e) == .composed("é"))
        #expect(compose.feed(Self.e) == .passThrough, "after a sequence keys type their own text")
    }

    @Test("X10: the Compose key runs a sequence; a key that breaks it types nothing; Shift is ignored")
    func composeKey() throws {
        let compose = try #require(KeyCompose(composeFile: Self.composeFile))
        #expect(compose.feed(Self.multiKey) == .composing)
        #expect(compose.feed(Self.shift) == .passThrough)
        #expect(compose.feed(Self.o) == .composing)
        #expect(compose.feed(Self.c) == .composed("©"))
        #expect(compose.feed(Self.multiKey) == .composing)
        #expect(compose.feed(Self.x) == .cancelled)
        #expect(compose.feed(Self.x) == .passThrough)
        #expect(KeyCompose.locale(["LANG": "de_DE.UTF-8"]) == "de_DE.UTF-8")
        #expect(KeyCompose.locale(["LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"]) == "fr_FR.UTF-8")
        #expect(KeyCompose.locale([:]) == "C")
    }

    @Test("X10: key repeat waits the seat's delay, then repeats at its rate on the application's clock")
    func repeatOnTheApplicationClock() {
        let clock = ManualClock()
        let application = Application(clock: clock)
        let keyRepeat = KeyRepeat()
        keyRepeat.rate = 10
        keyRepeat.delay = 400
        var steps: [Double] = []
        var allowed = 5
        keyRepeat.start(38, on: application) { _ in
            steps.append(clock.now)
            allowed -= 1
            return allowed > 0
        }
        let start = clock.now
        clock.advance(by: 0.39)
        #expect(steps.isEmpty)
        clock.advance(by: 0.02)
        #expect(steps.count == 1)
        for _ in 0..<10 { clock.advance(by: 0.1) }
        #expect(steps.count == 5, "the step said stop after five")
        #expect(keyRepeat.code == nil)
        let gaps = zip(steps.dropFirst(), steps).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 0.1) < 0.011 }, "\(gaps)")
        #expect(abs(steps[0] - start - 0.4) < 0.011)
        keyRepeat.start(38, on: application) { _ in
            steps.append(clock.now)
            return true
        }
        keyRepeat.stop()
        clock.advance(by: 1)
        #expect(steps.count == 5, "a stopped repeat never fires")
    }
}
