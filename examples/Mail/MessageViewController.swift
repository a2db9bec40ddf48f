import TouchKit

/// A message opened from the inbox: a bar with a Back button, then the sender, the
/// subject and the body, wrapped by Pango.
@MainActor
final class MessageViewController: ViewController {
    let message: Message

    init(message: Message) {
        self.message = message
        super.init()
    }

    override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
        view.backgroundColor = .white
        view.accessibilityIdentifier = "message"
    }

    override func viewDidLoad() {
        let width = view.bounds.width
        let bar = TitleBar(
            frame: Rect(x: 0, y: 0, width: width, height: InboxViewController.barHeight), title: message.sender)
        bar.autoresizingMask = .flexibleWidth
        view.addSubview(bar)
        let back = Button(frame: Rect(x: width - 24 - 90, y: 8, width: 90, height: 40), title: "Back")
        back.accessibilityIdentifier = "backButton"
        back.tintColor = .white
        back.autoresizingMask = .flexibleLeftMargin
        back.addAction(for: .primaryActionTriggered) { [weak self] _ in
            _ = self?.navigationController?.popViewController(animated: true)
        }
        bar.addSubview(back)

        let subject = Label(frame: .zero)
        subject.font = .system(size: 24, weight: .bold)
        subject.numberOfLines = 0
        subject.text = message.subject
        let body = Label(frame: .zero)
        body.font = .system(size: 17)
        body.numberOfLines = 0
        body.text = message.body
        body.accessibilityIdentifier = "body"
        var y = InboxViewController.barHeight + 24
        for label in [subject, body] {
            let height = label.sizeThatFits(Size(width: width - 48, height: .infinity)).height
            label.frame = Rect(x: 24, y: y, width: width - 48, height: height)
            label.autoresizingMask = .flexibleWidth
            view.addSubview(label)
            y += height + 16
        }
    }
}
