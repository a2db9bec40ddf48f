/// The pan that swipes a table's row sideways (SPEC L11): it may begin only when the
/// first movement is mostly horizontal and the row has actions on that side, so a
/// vertical drag is left to the table's own pan (S2) and a sideways one to this.
@MainActor
final class SwipeRowPanGestureRecognizer: PanGestureRecognizer {
    weak var tableView: TableView?

    override func canBegin(translation: Point) -> Bool {
        guard let tableView, abs(translation.x) > abs(translation.y) else { return false }
        let location = location(in: tableView)
        let start = Point(x: location.x - translation.x, y: location.y - translation.y)
        return tableView.canBeginSwipe(at: start, towardsTrailing: translation.x < 0)
    }
}
