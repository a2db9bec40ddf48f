import Foundation

/// CPU time and memory of another process, read from `/proc` while it runs.
///
/// CPU time is the sum of `/proc/<pid>/task/*/schedstat`'s first field, the nanoseconds
/// each live thread has run (the scheduler's own account, exact to the nanosecond, unlike
/// the tick-sampled `utime`/`stime` of `/proc/<pid>/stat`). Threads that have already
/// exited are not in it, so it serves for differences over a window of the process's life.
enum ProcessStats {
    /// Nanoseconds run by the live threads of `pid`, or `nil` when it is gone.
    static func cpuNanoseconds(of pid: Int32) -> Double? {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return nil }
        var total = 0.0
        for task in tasks {
            guard let text = read("/proc/\(pid)/task/\(task)/schedstat"),
                let first = text.split(separator: " ").first, let value = Double(first)
            else { continue }
            total += value
        }
        return total
    }

    /// Context switches of the live threads of `pid` (`voluntary_ctxt_switches`, each a
    /// sleep: a wait in `poll` and the wakeup after it, plus `nonvoluntary_ctxt_switches`,
    /// preemptions), or `nil` when it is gone.
    static func contextSwitches(of pid: Int32) -> (voluntary: Double, preempted: Double)? {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return nil }
        var voluntary = 0.0
        var preempted = 0.0
        for task in tasks {
            guard let text = read("/proc/\(pid)/task/\(task)/status") else { continue }
            for line in text.split(separator: "\n") {
                let fields = line.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "\t" })
                guard fields.count == 2, let value = Double(fields[1]) else { continue }
                if fields[0] == "voluntary_ctxt_switches" { voluntary += value }
                if fields[0] == "nonvoluntary_ctxt_switches" { preempted += value }
            }
        }
        return (voluntary, preempted)
    }

    /// A `kB` field of `/proc/<pid>/status` (`VmRSS`, `VmHWM`), in bytes.
    static func statusBytes(_ field: String, of pid: Int32) -> UInt64? {
        guard let text = read("/proc/\(pid)/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let number = line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            return number.flatMap { UInt64($0) }.map { $0 * 1024 }
        }
        return nil
    }

    /// The file's text (proc files report a size of 0; Foundation reads them to the end).
    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
