import Foundation
import TouchKit
import TouchKitRecording

/// A picture of a recording: one coloured path per contact, with its start, end and
/// timing marked, and a legend with a timeline.
///
/// A contact is one finger from `down` to `up` (or `cancel`); a touch id that is
/// reused later starts a new contact with a new colour. On each path:
/// - a filled dot where the finger went down,
/// - a ring where it lifted (`up`),
/// - a cross where a `cancel` took it,
/// - a small mark across the path at every 100 ms of recording time (a longer one at
///   every full second), so fast and slow stretches can be told apart.
///
/// The legend (bottom-left corner) names the recording, counts contacts and events,
/// gives the total duration and draws each contact's lifetime on a time scale.
struct RecordingPicture {
    /// One finger from down to up.
    struct Contact {
        /// The touch id the compositor gave it.
        var id: Int32
        /// Where it was and when (ms), in recording coordinates.
        var samples: [(time: Double, point: Point)]
        /// How it ended.
        var end: End

        /// How a contact ended.
        enum End {
            /// `up`: the finger lifted.
            case up
            /// `cancel`: the compositor took it.
            case cancel
            /// The recording stops while the finger is down.
            case open
        }
    }

    /// The recording drawn.
    var recording: TouchRecording
    /// The name the legend gives it.
    var title: String
    /// The picture's size in pixels.
    var width: Int
    /// The picture's height in pixels.
    var height: Int

    /// The spacing of the small time marks, in ms of recording time.
    static let tickInterval = 100.0
    /// The background colour.
    static let background = Color(white: 0.97)

    /// The colour of the n-th contact: hues spread by the golden angle, so neighbours differ.
    /// - Parameter index: The contact's index in order of going down.
    static func color(ofContact index: Int) -> Color {
        let hue = (Double(index) * 0.618_033_988_75 + 0.02).truncatingRemainder(dividingBy: 1)
        return Color(hue: hue, saturation: 0.85, brightness: index % 2 == 0 ? 0.85 : 0.7)
    }

    /// The recording's contacts, in the order they went down.
    var contacts: [Contact] {
        var done: [Contact] = []
        var active: [Int32: Contact] = [:]
        var order: [Int32: Int] = [:]  // id -> index in `done`, reserved at down
        for event in recording.events {
            switch event.kind {
            case .down(let id, let x, let y):
                if let open = active.removeValue(forKey: id), let index = order[id] { done[index] = open }
                order[id] = done.count
                let contact = Contact(id: id, samples: [(event.time, Point(x: x, y: y))], end: .open)
                done.append(contact)
                active[id] = contact
            case .motion(let id, let x, let y):
                active[id]?.samples.append((event.time, Point(x: x, y: y)))
            case .up(let id):
                if var contact = active.removeValue(forKey: id), let index = order[id] {
                    contact.end = .up
                    contact.samples.append((event.time, contact.samples.last!.point))
                    done[index] = contact
                }
            case .cancel:
                for (id, var contact) in active {
                    contact.end = .cancel
                    contact.samples.append((event.time, contact.samples.last!.point))
                    if let index = order[id] { done[index] = contact }
                }
                active.removeAll()
            case .shape, .orientation, .frame:
                break
            }
        }
        for (id, contact) in active { if let index = order[id] { done[index] = contact } }
        return done
    }

    /// Draws the picture.
    /// - Returns: The image, `width` x `height` pixels.
    /// - Throws: ``GraphicsError`` when the surface cannot be made.
    func render() throws -> ImageSurface {
        let surface = try ImageSurface(width: width, height: height)
        let context = try GraphicsContext(surface: surface)
        context.paint(Self.background)

        // Recording coordinates to pixels: fit the recorded window into the picture.
        var scale = 1.0
        if let window = recording.windowSize, window.width > 0, window.height > 0 {
            scale = min(Double(width) / window.width, Double(height) / window.height)
        }
        func map(_ point: Point) -> Point { Point(x: point.x * scale, y: point.y * scale) }

        drawGrid(context, scale: scale)
        let contacts = self.contacts
        for (index, contact) in contacts.enumerated() {
            drawPath(of: contact, color: Self.color(ofContact: index), context, map: map)
        }
        for (index, contact) in contacts.enumerated() {
            drawMarkers(of: contact, color: Self.color(ofContact: index), context, map: map)
        }
        drawPointerLines(context, map: map)  // RecordingPicture+Pointer.swift
        drawLegend(contacts, context)
        surface.flush()
        return surface
    }

    /// A faint grid every 100 recording pixels.
    private func drawGrid(_ context: GraphicsContext, scale: Double) {
        context.strokeColor = Color(white: 0.9)
        context.lineWidth = 1
        context.beginPath()
        let step = 100 * scale
        guard step >= 8 else { return }
        var x = step
        while x < Double(width) {
            context.move(to: Point(x: x.rounded() + 0.5, y: 0))
            context.addLine(to: Point(x: x.rounded() + 0.5, y: Double(height)))
            x += step
        }
        var y = step
        while y < Double(height) {
            context.move(to: Point(x: 0, y: y.rounded() + 0.5))
            context.addLine(to: Point(x: Double(width), y: y.rounded() + 0.5))
            y += step
        }
        context.strokePath()
    }

    /// The contact's path, and its time marks.
    private func drawPath(of contact: Contact, color: Color, _ context: GraphicsContext, map: (Point) -> Point) {
        let points = contact.samples.map { map($0.point) }
        context.strokeColor = color
        context.lineWidth = 3
        context.lineCap = .round
        context.lineJoin = .round
        context.beginPath()
        context.addLines(between: points)
        context.strokePath()

        // Marks across the path at every multiple of the tick interval.
        guard let first = contact.samples.first, let last = contact.samples.last else { return }
        context.strokeColor = Color(
            red: color.red * 0.45, green: color.green * 0.45, blue: color.blue * 0.45)
        context.lineWidth = 1.5
        context.lineCap = .butt
        context.beginPath()
        var tick = (first.time / Self.tickInterval).rounded(.up) * Self.tickInterval
        if tick == first.time { tick += Self.tickInterval }  // the down dot marks the start
        var segment = 1
        while tick < last.time, contact.samples.count > 1 {
            while segment < contact.samples.count - 1 && contact.samples[segment].time < tick { segment += 1 }
            let a = contact.samples[segment - 1]
            let b = contact.samples[segment]
            let f = b.time > a.time ? (tick - a.time) / (b.time - a.time) : 1
            let pa = map(a.point)
            let pb = map(b.point)
            let at = Point(x: pa.x + (pb.x - pa.x) * f, y: pa.y + (pb.y - pa.y) * f)
            let direction = Self.direction(near: segment, in: points)
            let length = tick.truncatingRemainder(dividingBy: 1000) == 0 ? 9.0 : 5.0
            let normal = Point(x: -direction.y * length, y: direction.x * length)
            context.move(to: Point(x: at.x - normal.x, y: at.y - normal.y))
            context.addLine(to: Point(x: at.x + normal.x, y: at.y + normal.y))
            tick += Self.tickInterval
        }
        context.strokePath()
    }

    /// The unit direction of the path at a segment: the nearest segment that moves,
    /// or to the right when the finger never moved.
    private static func direction(near segment: Int, in points: [Point]) -> Point {
        let order =
            [segment]
            + (1..<points.count).filter { $0 != segment }.sorted {
                abs($0 - segment) < abs($1 - segment)
            }
        for index in order where index > 0 && index < points.count {
            let dx = points[index].x - points[index - 1].x
            let dy = points[index].y - points[index - 1].y
            let length = (dx * dx + dy * dy).squareRoot()
            if length > 0.01 { return Point(x: dx / length, y: dy / length) }
        }
        return Point(x: 1, y: 0)
    }

    /// A dot at the down, a ring at the up, a cross at a cancel.
    private func drawMarkers(of contact: Contact, color: Color, _ context: GraphicsContext, map: (Point) -> Point) {
        guard let first = contact.samples.first, let last = contact.samples.last else { return }
        let start = map(first.point)
        context.fillColor = color
        context.fillEllipse(in: Rect(x: start.x - 6, y: start.y - 6, width: 12, height: 12))
        context.strokeColor = Color(white: 1)
        context.lineWidth = 1.5
        context.strokeEllipse(in: Rect(x: start.x - 6, y: start.y - 6, width: 12, height: 12))

        let end = map(last.point)
        context.strokeColor = color
        switch contact.end {
        case .up:
            context.lineWidth = 2.5
            context.strokeEllipse(in: Rect(x: end.x - 9, y: end.y - 9, width: 18, height: 18))
        case .cancel:
            context.lineWidth = 3
            context.lineCap = .round
            context.beginPath()
            context.move(to: Point(x: end.x - 8, y: end.y - 8))
            context.addLine(to: Point(x: end.x + 8, y: end.y + 8))
            context.move(to: Point(x: end.x + 8, y: end.y - 8))
            context.addLine(to: Point(x: end.x - 8, y: end.y + 8))
            context.strokePath()
        case .open:
            break
        }
    }

    /// The legend in the bottom-left corner: title, counts, duration, and a time scale
    /// with one bar per contact from its down to its end.
    private func drawLegend(_ contacts: [Contact], _ context: GraphicsContext) {
        let font = Font.system(size: 11)
        let duration = recording.duration
        let scaleWidth = Double(min(260, max(120, width / 3)))
        let rows = min(contacts.count, 12)
        let rowHeight = rows > 0 ? max(2.0, min(5.0, 60.0 / Double(rows))) : 0
        let lineHeight = 15.0
        let boxWidth = scaleWidth + 24
        let boxHeight = 8 + lineHeight * 3 + 6 + Double(rows) * rowHeight + 8 + lineHeight + 6
        let box = Rect(x: 8, y: Double(height) - boxHeight - 8, width: boxWidth, height: boxHeight)
        guard box.minY > 0, Double(width) > boxWidth + 16 else { return }

        context.fillColor = Color(white: 1, alpha: 0.88)
        context.fill(box)
        context.strokeColor = Color(white: 0.75)
        context.lineWidth = 1
        context.stroke(Rect(x: box.minX + 0.5, y: box.minY + 0.5, width: box.width - 1, height: box.height - 1))

        let ink = Color(white: 0.15)
        let left = box.minX + 12
        var y = box.minY + 8
        let name = title.count > 40 ? "…" + title.suffix(39) : title
        context.draw(text: name, at: Point(x: left, y: y), font: Font.system(size: 11, weight: .bold), color: ink)
        y += lineHeight
        let downs = contacts.count
        context.draw(
            text: "\(downs) contact\(downs == 1 ? "" : "s"), \(recording.events.count) events, "
                + "duration \(formatMilliseconds(duration))",
            at: Point(x: left, y: y), font: font, color: ink)
        y += lineHeight
        context.draw(
            text: "• down  ○ up  × cancel  | every 100 ms", at: Point(x: left, y: y), font: font, color: ink)
        y += lineHeight + 6

        // One bar per contact over the time scale.
        let span = max(duration, 1)
        func x(_ time: Double) -> Double { left + time / span * scaleWidth }
        for (index, contact) in contacts.prefix(rows).enumerated() {
            guard let first = contact.samples.first, let last = contact.samples.last else { continue }
            context.fillColor = Self.color(ofContact: index)
            let start = x(first.time)
            context.fill(
                Rect(
                    x: start, y: y + Double(index) * rowHeight, width: max(2, x(last.time) - start),
                    height: max(1, rowHeight - 1)))
        }
        y += Double(rows) * rowHeight + 2

        // The axis, with a mark every 100 ms (or every second when that is too dense).
        context.strokeColor = ink
        context.lineWidth = 1
        context.beginPath()
        context.move(to: Point(x: left, y: y + 0.5))
        context.addLine(to: Point(x: left + scaleWidth, y: y + 0.5))
        let step = duration / Self.tickInterval <= scaleWidth / 4 ? Self.tickInterval : 1000
        var tick = 0.0
        while tick <= duration {
            let long = tick.truncatingRemainder(dividingBy: 1000) == 0
            context.move(to: Point(x: x(tick).rounded() + 0.5, y: y))
            context.addLine(to: Point(x: x(tick).rounded() + 0.5, y: y + (long ? 6 : 3)))
            tick += step
        }
        context.strokePath()
        y += 6
        context.draw(text: "0", at: Point(x: left - 3, y: y), font: font, color: ink)
        let end = formatMilliseconds(duration)
        let endWidth = TextLayout(text: end, font: font).size.width
        context.draw(text: end, at: Point(x: left + scaleWidth - endWidth, y: y), font: font, color: ink)
    }
}
