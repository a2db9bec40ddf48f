/// The object that tells a ``CollectionView`` its items and makes their cells
/// (SPEC L13).
///
/// The counterpart of `UICollectionViewDataSource`.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of the item: call
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` and configure it.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// A supplementary view (a header or footer): call
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// `nil` by default, for none.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// None.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? { nil }
}
