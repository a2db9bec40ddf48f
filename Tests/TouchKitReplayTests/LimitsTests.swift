import Foundation
import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// Sizes, scales and keyboard settings from the compositor at their limits: checked
/// before anything is allocated or mapped, logged, never a crash.
@MainActor
@Suite("Limits: buffer sizes, scales, keymaps, key repeat", .serialized)
struct LimitsTests {
    @Test(
        "D5: the size clamp counts pixels: at scale 2 a 16384-square configure is held to 8192 pixels a side, then to 8192 x 8192 pixels in all"
    )
    func clampCountsPixels() {
        let current = Size(width: 800, height: 600)
        let atTwo = WindowSizeLimits.clamp(width: 16384, height: 16384, current: current, scale: 2)
        #expect(atTwo.size == Size(width: 4096, height: 4096) && atTwo.clamped)
        let wideAtTwo = WindowSizeLimits.clamp(width: 16384, height: 100, current: current, scale: 2)
        #expect(wideAtTwo.size == Size(width: 8192, height: 100) && wideAtTwo.clamped)
        let atOne = WindowSizeLimits.clamp(width: 16384, height: 100, current: current, scale: 1)
        #expect(atOne.size == Size(width: 16384, height: 100) && !atOne.clamped)
        let atOneAndHalf = WindowSizeLimits.clamp(width: 20000, height: 0, current: current, scale: 1.5)
        #expect(atOneAndHalf.size == Size(width: 10922, height: 600) && atOneAndHalf.clamped)
        let negative = WindowSizeLimits.clamp(width: -5, height: Int32.max, current: current, scale: 1)
        #expect(negative.size == Size(width: 1, height: 16384) && negative.clamped)
    }

    @Test(
        "D5: an absurd scale (0, negative, not finite, huge) is refused",
        arguments: [0, -1, .nan, .infinity, 1e9, 0.1, 35_791_394])
    func absurdScalesAreRefused(_ scale: Double) {
        #expect(!WindowSizeLimits.isAcceptable(scale: scale))
    }

    @Test("D5: usual scales are accepted", arguments: [1, 1.25, 1.5, 2, 3, 4])
    func usualScalesAreAccepted(_ scale: Double) {
        #expect(WindowSizeLimits.isAcceptable(scale: scale))
    }

    @Test("a buffer over wl_shm's Int32 limit or Cairo's side limit is refused before it is sized")
    func bufferByteCountIsChecked() throws {
        #expect(try SharedMemoryBuffer.byteCount(width: 16384, height: 16384) == 1 << 30)
        #expect(throws: BackendError.self) { try SharedMemoryBuffer.byteCount(width: 32768, height: 32768) }
        #expect(throws: BackendError.self) { try SharedMemoryBuffer.byteCount(width: 0, height: 10) }
        #expect(throws: BackendError.self) { try SharedMemoryBuffer.byteCount(width: Int.max / 2, height: 3) }
    }

    @Test("a 32768x32768 buffer (a 16384 window at scale 2) is refused with an error, not a trap")
    func hugeBufferUnderWestonIsRefused() throws {
        let out = NSTemporaryDirectory() + "touchkit-tests/limits-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let display = try Display.connect(name: session.runtimeDirectory + "/" + session.socketName)
        let registry = display.registry()
        var bound: WlShm?
        registry.onEvent = { [unowned registry] event in
            if case .global(let name, let interface, _) = event, interface == WlShm.interfaceName {
                bound = registry.bind(WlShm.self, name: name, version: 1)
            }
        }
        try display.roundtrip()
        registry.onEvent = nil
        let shm = try #require(bound)
        defer {
            shm.destroy()
            registry.destroy()
        }
        #expect(throws: BackendError.self) {
            _ = try SharedMemoryBuffer(shm: shm, width: 32768, height: 32768, scale: 2)
        }
        // A buffer that fits is made, drawn into and released (surface and context before the memory).
        weak var surface: ImageSurface?
        do {
            let buffer = try SharedMemoryBuffer(shm: shm, width: 64, height: 32, scale: 2)
            surface = buffer.surface
            buffer.context.fillColor = .red
            buffer.context.fill(Rect(x: 0, y: 0, width: 32, height: 16))
            buffer.destroy()
        }
        #expect(surface == nil)
    }

    @Test("R3: a keymap file shorter than announced is refused (it would raise SIGBUS when read)")
    func shortKeymapIsRefused() throws {
        let path = NSTemporaryDirectory() + "touchkit-keymap-\(getpid())"
        defer { unlink(path) }
        try Data(repeating: 65, count: 100).write(to: URL(fileURLWithPath: path))
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        #expect(KeyboardLimits.keymapProblem(fd: fd, size: 100) == nil)
        let short = try #require(KeyboardLimits.keymapProblem(fd: fd, size: 4096))
        #expect(short.contains("100 bytes") && short.contains("4096"))
        #expect(KeyboardLimits.keymapProblem(fd: fd, size: 0) != nil)
        #expect(KeyboardLimits.keymapProblem(fd: -1, size: 10) != nil)
    }

    @Test("R3: a huge key repeat rate is held to a bound, a negative one turns repeat off")
    func repeatRateIsBounded() {
        let huge = KeyboardLimits.repeatSettings(rate: 1_000_000_000, delay: -3)
        #expect(huge.rate == KeyboardLimits.maximumRepeatRate && huge.delay == 0 && huge.clamped)
        let usual = KeyboardLimits.repeatSettings(rate: 25, delay: 600)
        #expect(usual.rate == 25 && usual.delay == 600 && !usual.clamped)
        #expect(KeyboardLimits.repeatSettings(rate: -4, delay: 600).rate == 0)
    }
}

/// Section 6 leftovers, without a compositor: what the keyboard and the shared-memory
/// buffers do at their edges, through the code paths the backend uses.
@MainActor
@Suite("Limits: keymap file and shared-memory teardown")
struct KeymapAndMemoryTests {
    /// A file of `count` bytes of `byte`, opened read-only; removed when the test ends.
    static func file(_ name: String, count: Int, byte: UInt8) throws -> (fd: Int32, path: String) {
        let path = NSTemporaryDirectory() + "touchkit-\(name)-\(getpid())"
        try Data(repeating: byte, count: count).write(to: URL(fileURLWithPath: path))
        return (open(path, O_RDONLY), path)
    }

    @Test("R3: a keymap fd a page long announced as two pages is refused, not read past its end (SIGBUS)")
    func shortKeymapFileIsNotRead() throws {
        // 4096 bytes without a NUL: reading on to the announced 8192 touches the
        // page after the file's end, which raises SIGBUS without the size check.
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let (fd, path) = try Self.file("short-keymap", count: page, byte: 65)
        defer {
            close(fd)
            unlink(path)
        }
        guard case .failure(let error) = KeymapFile.read(fd: fd, size: UInt32(2 * page)) else {
            Issue.record("a keymap file shorter than announced was read")
            return
        }
        #expect(error.reason.contains("\(page) bytes") && error.reason.contains("\(2 * page)"), "\(error)")
    }

    @Test("R3: a keymap file is read up to its NUL, and whole when it has none")
    func keymapFileIsRead() throws {
        let path = NSTemporaryDirectory() + "touchkit-keymap-text-\(getpid())"
        defer { unlink(path) }
        try Data("xkb_keymap {};\0garbage".utf8).write(to: URL(fileURLWithPath: path))
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        #expect((try? KeymapFile.read(fd: fd, size: 22).get()) == "xkb_keymap {};")
        #expect((try? KeymapFile.read(fd: fd, size: 14).get()) == "xkb_keymap {};")
    }

    @Test("D5: shared memory is unmapped only after the Cairo surface and context over it are released")
    func teardownReleasesCairoBeforeUnmapping() throws {
        weak var surface: ImageSurface?
        weak var context: GraphicsContext?
        var aliveAtUnmap: (surface: Bool, context: Bool)?
        do {
            let image = try SharedMemoryImage(width: 64, height: 32, scale: 2)
            surface = image.surface
            context = image.context
            image.context.fillColor = .red
            image.context.fill(Rect(x: 0, y: 0, width: 32, height: 16))
            image.closeFile()
            image.willUnmap = { aliveAtUnmap = (surface != nil, context != nil) }
        }
        let seen = try #require(aliveAtUnmap, "the memory was unmapped when the image went")
        #expect(!seen.surface && !seen.context, "Cairo objects still pointed into the memory as it was unmapped")
    }

    @Test("D5: a shared-memory image refuses sizes wl_shm cannot take before making anything")
    func imageRefusesHugeSizes() {
        #expect(throws: BackendError.self) { _ = try SharedMemoryImage(width: 32768, height: 32768, scale: 1) }
        #expect(throws: BackendError.self) { _ = try SharedMemoryImage(width: 0, height: 1, scale: 1) }
    }
}
