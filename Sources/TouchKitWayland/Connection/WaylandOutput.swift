internal import Wayland

/// A `wl_output`, its integer scale and its presentation timing (SPEC D10).
@MainActor
final class WaylandOutput {
    let output: WlOutput
    private(set) var scale: Int32 = 1
    /// The last presentation on this output and its refresh interval, from the
    /// presentation feedback of any window shown on it.
    var timing = PresentationTiming()
    private weak var connection: WaylandConnection?

    init(output: WlOutput, connection: WaylandConnection) {
        self.output = output
        self.connection = connection
        output.onEvent = { [weak self] event in
            guard let self else { return }
            if case .scale(let factor) = event {
                self.scale = max(1, factor)
                // Through the weak reference: the init's `connection` captured here would
                // keep the connection (and its socket) for as long as the output lives.
                for host in self.connection?.windowsBySurface.values ?? [:].values { host.outputsChanged() }
            }
        }
    }

    func removed() {
        output.destroy()
    }
}
