// ScrollingList: a list of 1,000,000 rows that scrolls under the finger and glides on,
// the canonical UIScrollView and UITableView demo.
//
// Drag the list up or down and it follows your finger; flick it and it glides on,
// slowing down at UIKit's rate (0.998 per millisecond), and bounces at either end.
// Touch it while it glides and it stops where it is; that touch presses nothing.
// Each row has a button: tap it and it switches on (filled green) or off. A quick drag
// that starts on a button scrolls the list and presses nothing; rest a finger on a
// button for a moment and it highlights, and a drag then keeps the button tracking
// instead of scrolling. The third row is a carousel of five pages: drag it sideways
// and it pages, one page per flick; drag it up or down and the list scrolls. The
// bar's "Picture" button shows the second screen, a picture drawn with Cairo that two
// fingers zoom from 1 to 4 times; it springs back within the limits at the lift. The
// mouse works as one finger (SPEC W10): everything but the pinch.
//
// What it shows (SPEC rules in parentheses):
//   - ScrollView: contentOffset as the bounds' origin (S1), its pan (S2), tracking,
//     dragging and decelerating (S3), rubber-band edges (S5), the release's target
//     and UIKit's deceleration (S9, S10), bounces at the ends (S11);
//   - content touches held back for 150 ms (S6) and a Control keeping its touch
//     through touchesShouldCancel(in:) (S7); a touch stopping the glide (S8);
//   - two scroll views nested across their axes (S2) and paging (S12);
//   - zooming with minimumZoomScale, maximumZoomScale and the delegate's
//     viewForZooming(in:) (S16);
//   - a TableView (SPEC L1-L18) whose cells are made only for the rows that show and
//     reused as they scroll: a million rows cost what a dozen cost (L2, L3); sections
//     of 1,000 rows with headers that stick to the top (L5); swipe a row left to
//     delete or flag it (L11); hold a row to lift it and move it (L14); pull the list
//     down past its top to refresh (L12).
//
// Files: MillionRows.swift (the rows: the table's data source and delegate),
// RowCell.swift (a row's cell), ToggleButton.swift (its button), CarouselCell.swift (the
// carousel's row, a CollectionView), CarouselPage.swift (a page of the carousel),
// PictureView.swift (the picture), ListViewController.swift
// (the screens, the bar and the scroll views' delegate), and this one (the window).
import TouchKit
import TouchKitWayland

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "ScrollingList"
    window.rootViewController = ListViewController()
    window.makeKeyAndVisible()
    Application.shared.run()
}
