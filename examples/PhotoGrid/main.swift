// PhotoGrid: three albums of Cairo-drawn photos in a CollectionView with a flow layout,
// the UICollectionView demo.
//
// Scroll the grid; only the photos that show have cells, reused as they scroll. Each
// album has its title above it; panoramas take two places (the delegate's
// sizeForItemAt). Tap a photo to open it: two fingers zoom it from 1 to 4 times; Back
// returns. Select switches to choosing: taps select and deselect photos (a blue check)
// and the bar counts them; Done clears the choice.
//
// What it shows (SPEC rules in parentheses): CollectionView and its flow layout (L13),
// item sizes from the delegate (L17), reuse (L1, L2), highlight and single or multiple
// selection (L7, L8), supplementary header views; zooming (S16); NavigationController
// push and pop (D4).
//
// Files: Picture.swift (drawing a photo), PhotoCell.swift (a photo's cell and an album's
// header), GridViewController.swift (the grid, its bar, and the collection view's data
// source and delegate), PhotoViewController.swift (a photo, zoomable), and this one
// (the window).
import TouchKit
import TouchKitWayland

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "PhotoGrid"
    window.rootViewController = NavigationController(rootViewController: GridViewController())
    window.makeKeyAndVisible()
    Application.shared.run()
}
