// This file imports Foundation next to TouchKit on purpose, as ported UIKit table code
// does: `IndexPath` must stay TouchKit's there.
import Foundation
import Testing
import TouchKit

/// SPEC L1: index paths name rows, with UIKit's spelling, also beside Foundation.
@Suite("IndexPath beside Foundation (SPEC L1)")
struct IndexPathPortingTests {
    @Test("L1: IndexPath(row:section:) is TouchKit's in a file that imports Foundation; it orders by section, row")
    func indexPathWithFoundation() {
        let a = IndexPath(row: 3, section: 0)
        let b = IndexPath(item: 0, section: 1)
        #expect(a < b && a.item == 3 && b.row == 0)
        #expect([b, a].sorted() == [a, b])
        #expect("\(a)" == "[0, 3]")
    }
}
