// WaylandScanner: generates Swift bindings from Wayland protocol XML.
//
//     WaylandScanner [--runtime-module Wayland] <output.swift> <input.xml>...
//
// Run by WaylandBindingsPlugin at build time; see WaylandScannerCore.ScannerCommand.
import WaylandScannerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

do {
    try ScannerCommand.run(Array(CommandLine.arguments.dropFirst()))
} catch {
    let message = "\(error)\n"
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(1)
}
