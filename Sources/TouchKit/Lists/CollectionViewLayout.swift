/// Where a ``CollectionView``'s items and supplementary views go: subclass it for a
/// layout of your own, as with `UICollectionViewLayout` (SPEC L13).
///
/// The collection view asks ``prepare()`` after an invalidation, then
/// ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)`` for the area it
/// shows (the visible bounds and an overscan): answer from arithmetic where you can, so
/// that a large collection costs what shows.
@MainActor
open class CollectionViewLayout {
    /// The collection view laid out.
    public internal(set) weak var collectionView: CollectionView?

    /// Creates a layout.
    public init() {}

    /// Computes what the other methods answer. Called before them after an
    /// invalidation; the default does nothing.
    open func prepare() {}

    /// The size of all the content. `.zero` by default.
    open var collectionViewContentSize: Size { .zero }

    /// The elements whose frames meet `rect`. None by default.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] { [] }

    /// The attributes of the item at `indexPath`, or `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view, or `nil`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the bounds to `newBounds` needs a new layout: `true` when
    /// the size changes (the default).
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// Marks the layout for ``prepare()`` before its next use.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether ``prepare()`` must run before the next question.
    internal var needsPrepare = true

    /// Prepares the layout if it was invalidated.
    internal func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
