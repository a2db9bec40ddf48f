/// Which presses a text view handles as ``EditingCommand``s and which go on up the
/// responder chain (SPEC X10): a press whose `began` was handled keeps its repeats and
/// its end; every other press is passed on.
@MainActor
final class PressRouter {
    /// The presses whose `began` was handled.
    private var handled: Set<ObjectIdentifier> = []

    /// Runs the commands of presses that began; returns those to pass on.
    func began(
        _ presses: Set<Press>, isEditing: Bool, perform: (EditingCommand) -> Bool
    ) -> Set<Press> {
        var rest: Set<Press> = []
        for press in presses {
            if isEditing, let command = EditingCommand(key: press.key), perform(command) {
                handled.insert(ObjectIdentifier(press))
            } else {
                rest.insert(press)
            }
        }
        return rest
    }

    /// Runs the repeating commands of handled presses again; returns the others.
    func changed(
        _ presses: Set<Press>, isEditing: Bool, repeats: (EditingCommand) -> Bool,
        perform: (EditingCommand) -> Bool
    ) -> Set<Press> {
        var rest: Set<Press> = []
        for press in presses {
            guard handled.contains(ObjectIdentifier(press)) else {
                rest.insert(press)
                continue
            }
            if isEditing, let command = EditingCommand(key: press.key), repeats(command) { _ = perform(command) }
        }
        return rest
    }

    /// Forgets handled presses that ended or were cancelled; returns the others.
    func ended(_ presses: Set<Press>) -> Set<Press> {
        presses.filter { handled.remove(ObjectIdentifier($0)) == nil }
    }

    /// Forgets every press (editing ended).
    func reset() {
        handled.removeAll()
    }
}
