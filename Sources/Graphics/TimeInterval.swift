/// A number of seconds (Foundation's `TimeInterval`), so UIKit code that names it ports
/// without importing Foundation. It is `Double`, as Foundation's is, so the two mix
/// freely in a file that imports both.
public typealias TimeInterval = Double
