extension Responder: Equatable {
    /// Whether two responders are the same object, as `NSObject`'s default `==` in UIKit.
    ///
    /// Views, windows, view controllers and the application compare by identity, so
    /// ported code such as `if hitView == self { ... }` compiles and means what it
    /// meant. It is the same test as `===`.
    ///
    /// - Parameters:
    ///   - lhs: A responder.
    ///   - rhs: Another responder.
    /// - Returns: Whether `lhs` and `rhs` are one object.
    nonisolated public static func == (lhs: Responder, rhs: Responder) -> Bool {
        lhs === rhs
    }
}
