import Dispatch
import Glibc
import TouchKit
internal import Wayland

/// `Pasteboard.general` over `wl_data_device` (SPEC X12).
///
/// - Copying makes a `wl_data_source` offering the text as `text/plain;charset=utf-8`
///   (and the older `text/plain`, `UTF8_STRING`, `STRING`, `TEXT`) and sets it as the
///   selection with the serial of the seat's latest key or touch, as the protocol asks;
///   each `send` writes the text to the reader's pipe off the main thread.
/// - A selection offered by another client is read as it arrives (the first text type
///   it offers) through a pipe, off the main thread, up to ``maximumPasteSize``; text that
///   is not UTF-8 has its bad bytes replaced. A selection without text, larger than
///   the limit or whose read fails leaves the clipboard empty, with one log line; a
///   read still running when the selection changes is dropped (SPEC X18).
@MainActor
final class WaylandClipboard: PasteboardProvider {
    /// The largest clipboard text read from another client **(choice)**.
    static let maximumPasteSize = 16 << 20
    /// The types the text is offered as, and taken as, in order of preference.
    static let textTypes = ["text/plain;charset=utf-8", "text/plain", "UTF8_STRING", "STRING", "TEXT"]

    private let manager: WlDataDeviceManager
    private unowned let connection: WaylandConnection
    private var devices: [UInt32: WlDataDevice] = [:]
    /// The offers announced and not yet destroyed, with the types each offers. The
    /// offer is held here: a proxy whose wrapper is released is destroyed, and the
    /// offer's types and the selection naming it would be lost (SPEC X18).
    private var offers: [ObjectIdentifier: (offer: WlDataOffer, types: [String])] = [:]
    /// The offer that is the selection now.
    private var selectionOffer: WlDataOffer?
    /// The source this app set as the selection, while it is.
    private var source: WlDataSource?
    private var sourceBytes: [UInt8] = []
    /// Counts reads, so that only the latest one's result is kept.
    private var readGeneration = 0
    /// The clipboard other clients' text goes to: ``Pasteboard/general`` (a test gives
    /// its own).
    var pasteboard: Pasteboard = .general
    /// The reads that came to an end, their text kept or dropped.
    private(set) var readsFinished = 0

    init(manager: WlDataDeviceManager, connection: WaylandConnection) {
        self.manager = manager
        self.connection = connection
        Pasteboard.general.provider = self
    }

    /// Gives a seat its data device.
    func add(_ seat: WaylandSeat) {
        guard devices[seat.globalName] == nil else { return }
        let device = manager.getDataDevice(seat: seat.seat)
        device.onEvent = { [weak self] event in self?.deviceEvent(event) }
        devices[seat.globalName] = device
    }

    /// A seat went away.
    func remove(_ seat: WaylandSeat) {
        guard let device = devices.removeValue(forKey: seat.globalName) else { return }
        if device.supports(.release) { device.release() } else { device.destroy() }
    }

    // MARK: - Copying

    func pasteboard(_ pasteboard: Pasteboard, didCopy strings: [String]) {
        guard
            let seat = connection.seats.values.filter({ $0.inputSerial != nil }).max(by: {
                $0.inputSerial! < $1.inputSerial!
            }), let serial = seat.inputSerial, let device = devices[seat.globalName]
        else {
            TouchKitLog.errorOnce("copied text stays in this app: no seat has had a key or touch to copy with")
            return
        }
        source?.destroy()
        let newSource = manager.createDataSource()
        for type in Self.textTypes { newSource.offer(mimeType: type) }
        sourceBytes = Array(strings.joined(separator: "\n").utf8)
        newSource.onEvent = { [weak self, weak newSource] event in
            guard let self, let newSource else { return }
            switch event {
            case .send(_, let fd): self.send(to: fd)
            case .cancelled:
                if self.source === newSource { self.source = nil }
                newSource.destroy()
            default: break
            }
        }
        device.setSelection(source: newSource, serial: serial)
        source = newSource
    }

    /// Writes the copied text to a reader's pipe, off the main thread, and closes it.
    private func send(to fd: Int32) {
        let bytes = sourceBytes
        DispatchQueue.global().async {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            var written = 0
            bytes.withUnsafeBytes { buffer in
                while written < buffer.count {
                    let n = write(fd, buffer.baseAddress! + written, buffer.count - written)
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 { break }  // The reader went away (EPIPE): nothing more to do.
                    written += n
                }
            }
            close(fd)
        }
    }

    // MARK: - Pasting

    private func deviceEvent(_ event: WlDataDevice.Event) {
        switch event {
        case .dataOffer(let offer):
            offers[ObjectIdentifier(offer)] = (offer, [])
            offer.onEvent = { [weak self, weak offer] event in
                guard let self, let offer, case .offer(let type) = event else { return }
                self.offers[ObjectIdentifier(offer)]?.types.append(type)
            }
        case .selection(let offer):
            readGeneration += 1  // A read still running is for a selection gone (SPEC X18).
            if let old = selectionOffer, old !== offer { forget(old) }
            selectionOffer = offer
            guard let offer else {
                if source == nil { pasteboard.systemClipboardDidChange(to: []) }
                return
            }
            if source != nil { return }  // Our own copy: the pasteboard has it already.
            let types = offers[ObjectIdentifier(offer)]?.types ?? []
            guard let type = Self.textTypes.first(where: types.contains) else {
                TouchKitLog.error("the clipboard holds no text (it offers \(types.joined(separator: ", ")))")
                pasteboard.systemClipboardDidChange(to: [])
                return
            }
            read(offer, as: type)
        case .enter(_, _, _, _, let offer):
            if let offer { forget(offer) }  // Drag and drop is not taken.
        default:
            break
        }
    }

    private func forget(_ offer: WlDataOffer) {
        offers[ObjectIdentifier(offer)] = nil
        offer.destroy()
    }

    /// Reads the selection through a pipe, off the main thread.
    private func read(_ offer: WlDataOffer, as type: String) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            TouchKitLog.error("cannot read the clipboard: \(String(cString: strerror(errno)))")
            return
        }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        offer.receive(mimeType: type, fd: fds[1])
        close(fds[1])
        _ = try? connection.display.flush()
        readGeneration += 1
        let generation = readGeneration
        let readEnd = fds[0]
        let limit = Self.maximumPasteSize
        DispatchQueue.global().async {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            var failure: Int32 = 0
            while bytes.count <= limit {
                let n = chunk.withUnsafeMutableBytes { Glibc.read(readEnd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n < 0 { failure = errno }
                if n <= 0 { break }  // The end of the text, or an error.
                bytes += chunk[0..<n]
            }
            close(readEnd)
            let result = bytes
            let error = failure
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.finishRead(result, error: error, generation: generation) }
            }
        }
    }

    private func finishRead(_ bytes: [UInt8], error: Int32, generation: Int) {
        readsFinished += 1
        guard generation == readGeneration, source == nil else { return }
        guard error == 0 else {
            TouchKitLog.error("reading the clipboard failed: \(String(cString: strerror(error))); nothing pasted")
            pasteboard.systemClipboardDidChange(to: [])
            return
        }
        guard bytes.count <= Self.maximumPasteSize else {
            TouchKitLog.error("clipboard text of more than \(Self.maximumPasteSize) bytes refused")
            pasteboard.systemClipboardDidChange(to: [])
            return
        }
        let text = Self.text(from: bytes)
        pasteboard.systemClipboardDidChange(to: text.isEmpty ? [] : [text])
    }

    /// The clipboard's bytes as text: UTF-8, with bad bytes replaced by U+FFFD (logged).
    static func text(from bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        TouchKitLog.error("the clipboard's text is not UTF-8: bad bytes replaced")
        return String(decoding: bytes, as: UTF8.self)
    }
}
