/// Where one element of a ``CollectionView`` goes: an item's cell or a supplementary
/// view such as a section header (SPEC L13).
///
/// The counterpart of `UICollectionViewLayoutAttributes`.
public struct CollectionViewLayoutAttributes: Equatable, Sendable {
    /// The element's frame in the collection view's content.
    public var frame: Rect
    /// The item, or the section (row 0) of a supplementary view.
    public var indexPath: IndexPath
    /// The kind of a supplementary view (``CollectionView/elementKindSectionHeader``...),
    /// `nil` for a cell.
    public var representedElementKind: String?

    /// Attributes for the cell of an item.
    public init(forCellWith indexPath: IndexPath, frame: Rect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
        representedElementKind = nil
    }

    /// Attributes for a supplementary view.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath, frame: Rect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
        representedElementKind = kind
    }
}
