import TouchKit

/// The inbox: a bar with the title and an Edit button, and a ``TableView`` of messages
/// whose rows are as tall as their text.
///
/// - A tap on a message opens it (``MessageViewController``) and marks it read.
/// - A swipe left reveals Delete and Archive; a full swipe deletes (SPEC L11). A swipe
///   right marks it read or unread.
/// - A pull past the top refreshes: a new message arrives at the top (SPEC L12).
/// - Edit shows the reorder controls; dragging one moves the message (SPEC L18).
@MainActor
final class InboxViewController: ViewController, TableViewDataSource, TableViewDelegate {
    static let barHeight = 56.0
    static let barColor = Color(red: 0.16, green: 0.18, blue: 0.23)
    /// How long a refresh takes, in seconds on the application's clock.
    static let refreshDuration = 0.6

    private(set) var messages = Message.samples(count: 200)
    private(set) var table: TableView!
    private var editButton: Button!
    private var nextID = 1_000

    override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
        view.backgroundColor = .white
        view.accessibilityIdentifier = "inbox"
    }

    override func viewDidLoad() {
        let width = view.bounds.width
        table = TableView(
            frame: Rect(x: 0, y: Self.barHeight, width: width, height: view.bounds.height - Self.barHeight),
            style: .plain)
        table.accessibilityIdentifier = "messages"
        table.panGestureRecognizer.name = "inboxPan"
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 100
        table.register(MessageCell.self, forCellReuseIdentifier: MessageCell.identifier)
        table.autoresizingMask = .flexibleSize
        let refresh = RefreshControl()
        refresh.addAction(for: .valueChanged) { [weak self, weak refresh] _ in
            Application.shared.perform(after: Self.refreshDuration) {
                self?.receiveMessage()
                refresh?.endRefreshing()
            }
        }
        table.refreshControl = refresh
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)

        let bar = TitleBar(frame: Rect(x: 0, y: 0, width: width, height: Self.barHeight), title: "Inbox")
        bar.autoresizingMask = .flexibleWidth
        view.addSubview(bar)
        editButton = Button(frame: Rect(x: width - 24 - 90, y: 8, width: 90, height: 40), title: "Edit")
        editButton.accessibilityIdentifier = "editButton"
        editButton.tintColor = .white
        editButton.autoresizingMask = .flexibleLeftMargin
        editButton.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.toggleEditing() }
        bar.addSubview(editButton)
    }

    private func toggleEditing() {
        table.setEditing(!table.isEditing, animated: true)
        editButton.title = table.isEditing ? "Done" : "Edit"
    }

    /// A refresh's new message, inserted at the top.
    private func receiveMessage() {
        nextID += 1
        messages.insert(.arriving(id: nextID), at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    private func row(of id: Int) -> Int? { messages.firstIndex { $0.id == id } }

    // MARK: - TableViewDataSource

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier, for: indexPath)
        (cell as? MessageCell)?.show(messages[indexPath.row])
        return cell
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        messages.insert(messages.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    // MARK: - TableViewDelegate

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let message = messages[indexPath.row]
        if message.isUnread {
            messages[indexPath.row].isUnread = false
            tableView.reloadRows(at: [indexPath], with: .none)
        }
        navigationController?.pushViewController(MessageViewController(message: message), animated: true)
    }

    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let id = messages[indexPath.row].id
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.remove(id)
            done(true)
        }
        let archive = ContextualAction(style: .normal, title: "Archive") { [weak self] _, _, done in
            self?.remove(id)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete, archive])
    }

    /// No red minus in editing mode: Edit only reorders (SPEC L18, L19).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        .none
    }

    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let message = messages[indexPath.row]
        let read = ContextualAction(style: .normal, title: message.isUnread ? "Read" : "Unread") {
            [weak self] _, _, done in
            guard let self, let row = self.row(of: message.id) else { return done(false) }
            self.messages[row].isUnread.toggle()
            self.table.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [read])
    }

    private func remove(_ id: Int) {
        guard let row = row(of: id) else { return }
        messages.remove(at: row)
        table.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }
}

/// A bar with a title on a dark background.
@MainActor
final class TitleBar: View {
    private static let font = Font.system(size: 20, weight: .bold)
    var title: String {
        didSet { setNeedsDisplay() }
    }

    init(frame: Rect, title: String) {
        self.title = title
        super.init(frame: frame)
        backgroundColor = InboxViewController.barColor
        accessibilityIdentifier = "bar"
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        context.draw(text: title, at: Point(x: 24, y: bounds.midY - 13), font: Self.font, color: .white)
    }
}
