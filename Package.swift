// swift-tools-version: 6.1
//
// TouchKit: UIKit's multi-touch event model for Wayland clients.
//
// Dependencies point one way (see docs/ARCHITECTURE.md):
//
//   examples/*  ->  TouchKitWayland  ->  TouchKit  ->  Graphics  ->  CCairo, CPango (pangocairo); librsvg loaded on first use
//                                          |
//                                          +------>  Logging (swift-log: TouchKitLog's lines)
//                          |
//                          +------------>  Wayland  ->  CWaylandClient
//                          |                  ^
//                          |       WaylandBindingsPlugin (runs WaylandScanner at build time)
//                          +------------>  CDispatchMainQueue (libdispatch's main-queue hooks)
//                          +------------>  DBus  ->  CDBus   (the Settings portal: light or dark, SPEC M3)
//                          +------------>  TouchKitAccessibility  ->  TouchKit, DBus   (the AT-SPI bridge, SPEC A10)
//
//   TouchKitRecording  ->  TouchKit              (the recording format, its player and the recorder)
//   TouchKitWayland  ->  TouchKitRecording       (TOUCHKIT_RECORD records what the seat delivers)
//   TouchKitTestHost  ->  TouchKit               (WindowTestHost: views tested with no compositor)
//   TouchKitTesting  ->  TouchKitTestHost, TouchKitRecording, TouchKit, Wayland, DBus   (headless Weston,
//                                                KWin and Mutter sessions, replay, screenshots, scripted recordings,
//                                                and the in-process MockCompositor on CWaylandServer)
//   touchkit, TouchKitBenchmarks, the tests  ->  TouchKitTesting
//
// `TouchKit` never imports `Wayland`; `TouchKitWayland` is the only module that knows both.
import PackageDescription

let package = Package(
    name: "TouchKit",
    products: [
        .library(name: "TouchKit", targets: ["TouchKit"]),
        .library(name: "TouchKitWayland", targets: ["TouchKitWayland"]),
        .library(name: "TouchKitRecording", targets: ["TouchKitRecording"]),
        .library(name: "Graphics", targets: ["Graphics"]),
        .library(name: "Wayland", targets: ["Wayland"]),
        .library(name: "TouchKitTestHost", targets: ["TouchKitTestHost"]),
        .library(name: "DBus", targets: ["DBus"]),
        .library(name: "TouchKitAccessibility", targets: ["TouchKitAccessibility"]),
        .library(name: "TouchKitPorting", targets: ["TouchKitPorting"]),
        .library(name: "TouchKitTesting", targets: ["TouchKitTesting"]),
        .executable(name: "TouchDots", targets: ["TouchDots"]),
        .executable(name: "MoveMe", targets: ["MoveMe"]),
        .executable(name: "TouchTracker", targets: ["TouchTracker"]),
        .executable(name: "GestureLab", targets: ["GestureLab"]),
        .executable(name: "SwipeNavigator", targets: ["SwipeNavigator"]),
        .executable(name: "TouchInspector", targets: ["TouchInspector"]),
        .executable(name: "PhotoBoard", targets: ["PhotoBoard"]),
        .executable(name: "Settings", targets: ["Settings"]),
        .executable(name: "ScrollingList", targets: ["ScrollingList"]),
        .executable(name: "Mail", targets: ["Mail"]),
        .executable(name: "PhotoGrid", targets: ["PhotoGrid"]),
        .executable(name: "Form", targets: ["Form"]),
        .executable(name: "MinimalDots", targets: ["MinimalDots"]),
        .executable(name: "Sketchbook", targets: ["Sketchbook"]),
        .executable(name: "TouchKitBenchmarks", targets: ["TouchKitBenchmarks"]),
        .executable(name: "touchkit", targets: ["touchkit"]),
        .executable(name: "WaylandScanner", targets: ["WaylandScanner"]),
        .plugin(name: "WaylandBindingsPlugin", targets: ["WaylandBindingsPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    ],
    targets: [
        // MARK: C libraries, found through pkg-config.
        .systemLibrary(
            name: "CWaylandClient", pkgConfig: "wayland-client",
            providers: [.apt(["libwayland-dev"])]),
        .systemLibrary(
            name: "CXKBCommon", pkgConfig: "xkbcommon",
            providers: [.apt(["libxkbcommon-dev"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // Text: Pango lays out and shapes (HarfBuzz), fontconfig picks the fonts.
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        // Cursor images from the Xcursor theme, where the compositor has no cursor-shape-v1.
        .systemLibrary(
            name: "CWaylandCursor", pkgConfig: "wayland-cursor",
            providers: [.apt(["libwayland-dev"])]),
        // libdispatch's main-queue hooks, for the Wayland backend's main-thread loop.
        .systemLibrary(name: "CDispatchMainQueue"),
        // In-process libwayland-server for the bindings' round-trip tests only.
        .systemLibrary(
            name: "CWaylandServer", pkgConfig: "wayland-server",
            providers: [.apt(["libwayland-dev"])]),

        // MARK: Protocol bindings, generated at build time.
        .target(name: "WaylandScannerCore"),
        .executableTarget(name: "WaylandScanner", dependencies: ["WaylandScannerCore"]),
        .plugin(
            name: "WaylandBindingsPlugin", capability: .buildTool(),
            dependencies: ["WaylandScanner"]),
        .target(
            name: "Wayland", dependencies: ["CWaylandClient"],
            plugins: ["WaylandBindingsPlugin"]),

        // MARK: Drawing and the event model.
        .target(name: "Graphics", dependencies: ["CCairo", "CPango"]),
        .target(name: "TouchKit", dependencies: ["Graphics", .product(name: "Logging", package: "swift-log")]),
        // The recording format (`touchkit-recording 1`), its player and the recorder: the
        // event model uses none of it.
        .target(name: "TouchKitRecording", dependencies: ["TouchKit"]),

        // MARK: Accessibility: the AT-SPI bridge over the libdbus binding (no Wayland in it).
        .target(
            name: "TouchKitAccessibility",
            dependencies: ["TouchKit", "Graphics", "DBus", .product(name: "Logging", package: "swift-log")]),

        // MARK: The Wayland backend.
        .target(
            name: "TouchKitWayland",
            dependencies: [
                "TouchKit", "TouchKitRecording", "Graphics", "Wayland", "CWaylandClient", "CWaylandCursor",
                "CXKBCommon",
                "CDispatchMainQueue", "DBus", "TouchKitAccessibility",
            ]),

        // MARK: Porting: `import UIKit` renamed (TouchKit, the backend and Foundation in one import).
        .target(name: "TouchKitPorting", dependencies: ["TouchKit", "TouchKitWayland", "Graphics"]),
        // UIKit sample code ported by renaming, in Swift 5 mode as most of it is: built by
        // `swift build` (and so `make test`), so docs/PORTING.md cannot drift from the API.
        .target(
            name: "PortedSnippets", dependencies: ["TouchKitPorting"], path: "Tests/PortedSnippets",
            swiftSettings: [.swiftLanguageMode(.v5)]),

        // MARK: Record and replay under a headless Weston, KWin or Mutter.
        // D-Bus (libdbus) drives Mutter's RemoteDesktop and KWin's ScreenShot2; KWin's
        // fake-input bindings are generated from plasma-wayland-protocols.
        .systemLibrary(
            name: "CDBus", pkgConfig: "dbus-1",
            providers: [.apt(["libdbus-1-dev"])]),
        // The libdbus binding: the testing module's compositor calls and the backend's
        // Settings portal listener (the desktop's colour scheme, SPEC M3).
        .target(name: "DBus", dependencies: ["CDBus"]),
        // The compositor-free test host, on TouchKit alone: an app's view tests link nothing
        // else (as swift-nio ships NIOEmbedded apart). TouchKitTesting re-exports it.
        .target(name: "TouchKitTestHost", dependencies: ["TouchKit", "Graphics"]),
        .target(
            name: "TouchKitTesting",
            dependencies: [
                "TouchKitTestHost", "TouchKit", "TouchKitRecording", "TouchKitWayland", "Graphics", "Wayland",
                "CWaylandClient", "DBus", "CWaylandServer",
            ],
            plugins: ["WaylandBindingsPlugin"]),

        // MARK: Examples and tools.
        // What the drawing examples share: the predicted tail of a line (SPEC T9).
        .target(name: "ExampleSupport", dependencies: ["TouchKit"], path: "examples/Shared"),
        .executableTarget(
            name: "TouchDots", dependencies: ["TouchKit", "TouchKitWayland", "Graphics"],
            path: "examples/TouchDots"),
        .executableTarget(
            name: "MoveMe", dependencies: ["TouchKit", "TouchKitWayland", "Graphics"],
            path: "examples/MoveMe"),
        .executableTarget(
            name: "TouchTracker", dependencies: ["TouchKit", "TouchKitWayland", "ExampleSupport"],
            path: "examples/TouchTracker"),
        .executableTarget(
            name: "GestureLab", dependencies: ["TouchKit", "TouchKitWayland", "Graphics"],
            path: "examples/GestureLab"),
        .executableTarget(
            name: "SwipeNavigator", dependencies: ["TouchKit", "TouchKitWayland", "Graphics"],
            path: "examples/SwipeNavigator"),
        .executableTarget(
            name: "TouchInspector", dependencies: ["TouchKit", "TouchKitWayland", "Graphics"],
            path: "examples/TouchInspector"),
        .executableTarget(
            name: "PhotoBoard", dependencies: ["TouchKit", "TouchKitWayland", "Graphics"],
            path: "examples/PhotoBoard"),
        .executableTarget(
            name: "Settings", dependencies: ["TouchKit", "TouchKitWayland"],
            path: "examples/Settings"),
        .executableTarget(
            name: "ScrollingList", dependencies: ["TouchKit", "TouchKitWayland", "Graphics"],
            path: "examples/ScrollingList"),
        // The pen demo (SPEC P40-P48): pressure, tilt, the eraser, fingers and pen apart.
        .executableTarget(
            name: "Sketchbook", dependencies: ["TouchKit", "TouchKitWayland", "Graphics", "ExampleSupport"],
            path: "examples/Sketchbook"),
        .executableTarget(
            name: "Mail", dependencies: ["TouchKit", "TouchKitWayland", "Graphics"], path: "examples/Mail"),
        .executableTarget(
            name: "PhotoGrid", dependencies: ["TouchKit", "TouchKitWayland", "Graphics"], path: "examples/PhotoGrid"),
        // A sign-up form: text fields, a text view, Return to the next field (SPEC X).
        .executableTarget(
            name: "Form", dependencies: ["TouchKit", "TouchKitWayland"],
            path: "examples/Form"),
        // The client benchmark's TouchKit app: what the GTK4 and Qt6 peers draw (benchmarks/peers/).
        .executableTarget(
            name: "MinimalDots", dependencies: ["TouchKit", "TouchKitWayland", "Graphics"],
            path: "examples/MinimalDots"),
        .executableTarget(
            name: "TouchKitBenchmarks",
            dependencies: ["TouchKit", "TouchKitRecording", "TouchKitWayland", "TouchKitTesting", "DBus"]),
        // The fixed drawing the golden-image tests capture (not an example).
        .executableTarget(
            name: "RenderingScene", dependencies: ["TouchKit", "TouchKitWayland"],
            path: "Tests/Fixtures/RenderingScene"),
        // Sleeps in its first touchesBegan, so a flood of events gets it disconnected (DisconnectTests).
        .executableTarget(
            name: "StallingApp", dependencies: ["TouchKit", "TouchKitWayland"], path: "Tests/Fixtures/StallingApp"),
        // Records a tap and ends by exit() or a signal (RecorderExitTests).
        .executableTarget(
            name: "RecorderExit", dependencies: ["TouchKit", "TouchKitRecording"], path: "Tests/Fixtures/RecorderExit"),
        // A slow touch handler and Foundation timers, for the run-loop tests (not an example).
        .executableTarget(
            name: "BusyApp", dependencies: ["TouchKit", "TouchKitWayland"],
            path: "Tests/Fixtures/BusyApp"),
        // A first responder that logs presses and touches, for the live key and pointer tests (not an example).
        .executableTarget(
            name: "KeyField", dependencies: ["TouchKit", "TouchKitWayland"],
            path: "Tests/Fixtures/KeyField"),
        // The text the text golden tests capture: wrapping, right-to-left, conjuncts, truncation.
        .executableTarget(
            name: "TextScene", dependencies: ["TouchKit", "TouchKitWayland"],
            path: "Tests/Fixtures/TextScene"),
        // Draws slowly once touched, so its answer to a touch comes late (ReplayCaptureTimingTests).
        .executableTarget(
            name: "SlowFrameApp", dependencies: ["TouchKit", "TouchKitWayland"],
            path: "Tests/Fixtures/SlowFrameApp"),
        // Crashes on the touch it is told to, and prints to both streams (ReplayCrashTests).
        .executableTarget(
            name: "CrashingApp", dependencies: ["TouchKit", "TouchKitWayland"],
            path: "Tests/Fixtures/CrashingApp"),
        .executableTarget(
            name: "touchkit",
            dependencies: [
                "TouchKit", "TouchKitRecording", "TouchKitTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // MARK: Tests.
        // The fast layer (no compositor): TouchKitTests, GraphicsTests, WaylandScannerTests,
        // WaylandTests, TouchKitRecordingTests, TouchKitWaylandTests. Targets that start a
        // headless Weston, KWin or Mutter: TouchKitReplayTests, TouchKitTestingTests (the
        // sessions) and touchkitTests (the built tool's runs) (README, "Quick start").
        .testTarget(
            name: "TouchKitTests",
            dependencies: [
                "TouchKit", "TouchKitTestHost", "TouchKitTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            exclude: ["Goldens"]),
        // The scanner: protocol XML parsing and Swift emission.
        .testTarget(name: "WaylandScannerTests", dependencies: ["WaylandScannerCore"]),
        // The Wayland runtime: generated bindings round-tripping with an in-process compositor.
        .testTarget(
            name: "WaylandTests", dependencies: ["Wayland", "CWaylandClient", "CWaylandServer"],
            exclude: ["Protocols"], plugins: ["WaylandBindingsPlugin"]),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics"]),
        .testTarget(
            name: "TouchKitRecordingTests", dependencies: ["TouchKitRecording", "TouchKit", "TouchKitTesting"]),
        .testTarget(name: "TouchKitTestingTests", dependencies: ["TouchKitTesting", "TouchKitRecording", "TouchKit"]),
        // The command-line tool: its own code (the wev importer) in-process, and the built
        // tool's record, script and replay runs.
        .testTarget(
            name: "touchkitTests", dependencies: ["touchkit", "TouchKitRecording", "TouchKit", "TouchKitTesting"]),
        // The Wayland backend without a compositor: pacing, buffers, decorations' layout,
        // the keyboard's bookkeeping, the seat against an in-process libwayland server.
        .testTarget(
            name: "TouchKitWaylandTests",
            dependencies: [
                "TouchKitWayland", "TouchKit", "TouchKitTesting", "Wayland", "CWaylandClient", "CWaylandServer",
                "Sketchbook", "PhotoBoard", "TouchInspector", "TouchKitRecording", "ExampleSupport",
            ]),
        // The AT-SPI bridge against at-spi2-core's bus launcher and registry on a private
        // session bus (no compositor).
        .testTarget(
            name: "TouchKitAccessibilityTests",
            dependencies: [
                "TouchKitAccessibility", "TouchKit", "TouchKitTestHost", "TouchKitTesting", "DBus", "Graphics",
            ]),
        // The examples in the in-process host: keyboard focus order through each one that has
        // controls (SPEC A19), no compositor.
        .testTarget(
            name: "ExampleAccessibilityTests",
            dependencies: [
                "TouchKit", "TouchKitTestHost", "Form", "Settings", "Mail", "PhotoGrid", "ScrollingList", "GestureLab",
                "TouchInspector", "PhotoBoard",
            ]),
        // Real apps under real headless compositors: replays, the compositor matrix,
        // decorations, golden images.
        .testTarget(
            name: "TouchKitReplayTests",
            dependencies: [
                "TouchKitWayland", "TouchKit", "TouchKitRecording", "TouchKitTesting", "Wayland", "CWaylandClient",
            ],
            exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
