// Mail: an inbox of 200 messages on a TableView, and each message on a page of its own
// behind a NavigationController, as UIKit's mail-like apps are built.
//
// Scroll the inbox; its rows are as tall as their text (sender, subject and up to three
// lines of the body, laid out by Pango), measured as they show. Unread messages have a
// blue dot. Tap a message to open it (it is then read); Back returns. Swipe a message
// left for Delete and Archive (a full swipe deletes), right to mark it read or unread.
// Pull the inbox down past its top to refresh: a new message arrives at the top. Edit
// shows reorder controls: drag one to move its message; Done leaves editing mode.
//
// What it shows (SPEC rules in parentheses): a TableView with reuse (L1, L2), self-sizing
// rows with the offset kept still as estimates are corrected (L6), selection (L7, L8),
// animated inserts and deletes (L9), swipe actions (L11), pull to refresh (L12),
// editing mode's reorder controls (L18); NavigationController push and pop (D4).
//
// Files: Message.swift (the messages), MessageCell.swift (an inbox row),
// InboxViewController.swift (the inbox, its bar and the table's data source and
// delegate), MessageViewController.swift (an open message), and this one (the window).
import TouchKit
import TouchKitWayland

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "Mail"
    window.rootViewController = NavigationController(rootViewController: InboxViewController())
    window.makeKeyAndVisible()
    Application.shared.run()
}
