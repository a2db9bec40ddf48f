/// One message of the inbox.
struct Message: Sendable {
    /// A number of its own, for the cells' accessibility identifiers.
    var id: Int
    var sender: String
    var subject: String
    var body: String
    var isUnread: Bool

    private static let senders = [
        "Ada Lovelace", "Grace Hopper", "Alan Kay", "Barbara Liskov", "Edsger Dijkstra", "Margaret Hamilton",
        "Donald Knuth", "Frances Allen",
    ]
    private static let subjects = [
        "Lunch on Friday?", "The notes from Tuesday's review", "Re: the analytical engine",
        "Your parcel is on its way", "A question about the compiler", "Photos from the trip",
        "Minutes", "Re: Re: Re: the release plan, and who does what before the freeze",
    ]
    private static let sentences = [
        "I had a look at what you sent.",
        "Could we move it to half past twelve instead?",
        "The figures in the second table do not add up, and I think I know why: the totals were taken before the last corrections came in.",
        "Thanks!",
        "See the attached pages; the third one has the drawing you asked for.",
        "We should talk about it before the meeting, ideally in person, because the thread has grown long and nobody reads the bottom of it any more.",
        "Let me know.",
    ]

    /// `count` messages, the same every run: subjects and bodies of different lengths, so
    /// that the rows have different heights.
    static func samples(count: Int) -> [Message] {
        (0..<count).map { index in
            let words = (0...(index * 7 % 4)).map { sentences[(index + $0 * 3) % sentences.count] }
            return Message(
                id: index + 1, sender: senders[index % senders.count], subject: subjects[(index * 5) % subjects.count],
                body: words.joined(separator: " "), isUnread: index % 3 != 2)
        }
    }

    /// A new message, as a refresh brings.
    static func arriving(id: Int) -> Message {
        Message(
            id: id, sender: senders[id % senders.count], subject: "New: " + subjects[id % subjects.count],
            body: sentences[id % sentences.count], isUnread: true)
    }
}
