/// A collection view delegate that gives a ``CollectionViewFlowLayout`` each item's size
/// (SPEC L17).
///
/// The counterpart of `UICollectionViewDelegateFlowLayout`. As in UIKit, the layout asks
/// every item's size when it prepares, so a section costs its item count then; a
/// delegate that is not one leaves the layout's ``CollectionViewFlowLayout/itemSize`` to
/// every item, at the cost of what shows.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`; the layout's `itemSize` by default.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size
}

extension CollectionViewDelegateFlowLayout {
    /// The layout's `itemSize` (50 by 50 for a layout that is not a flow layout).
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size {
        (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? Size(width: 50, height: 50)
    }
}
