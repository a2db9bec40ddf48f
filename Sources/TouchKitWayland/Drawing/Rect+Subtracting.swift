import Graphics

extension Rect {
    /// The most pieces ``subtracting(_:)`` splits a rectangle into before it gives up and
    /// returns the rectangle whole.
    static let maximumPieces = 32

    /// The parts of this rectangle outside every one of `others`, as rectangles that do
    /// not overlap; the whole rectangle when that would take more than ``maximumPieces``.
    ///
    /// Each rectangle taken away splits a piece it meets into at most four: the bands
    /// above and below it across the piece's width, and the parts left and right of it
    /// between them.
    func subtracting(_ others: [Rect]) -> [Rect] {
        var pieces = [self]
        for other in others where !other.isNull && !other.isEmpty {
            var next: [Rect] = []
            for piece in pieces {
                guard piece.intersects(other) else {
                    next.append(piece)
                    continue
                }
                let top = min(max(other.minY, piece.minY), piece.maxY)
                let bottom = max(min(other.maxY, piece.maxY), piece.minY)
                let left = min(max(other.minX, piece.minX), piece.maxX)
                let right = max(min(other.maxX, piece.maxX), piece.minX)
                let parts = [
                    Rect(x: piece.minX, y: piece.minY, width: piece.width, height: top - piece.minY),
                    Rect(x: piece.minX, y: bottom, width: piece.width, height: piece.maxY - bottom),
                    Rect(x: piece.minX, y: top, width: left - piece.minX, height: bottom - top),
                    Rect(x: right, y: top, width: piece.maxX - right, height: bottom - top),
                ]
                for part in parts where part.width > 0 && part.height > 0 { next.append(part) }
            }
            if next.count > Self.maximumPieces { return [self] }
            pieces = next
        }
        return pieces
    }
}
