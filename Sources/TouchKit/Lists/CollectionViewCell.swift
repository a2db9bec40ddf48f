/// A view a ``CollectionView`` reuses: a cell or a supplementary view (SPEC L13).
///
/// The counterpart of `UICollectionReusableView`.
@MainActor
open class CollectionReusableView: View {
    /// The identifier of the reuse queue the view goes back to.
    public internal(set) var reuseIdentifier: String?
    /// The element the view shows, while it shows.
    internal var shownIndexPath: IndexPath?
    /// The kind of a supplementary view; `nil` for a cell.
    internal var elementKind: String?

    /// Creates a view (the collection view makes registered classes with this).
    public required override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Called before the view is handed out again: reset what is not content. Call
    /// `super`.
    open func prepareForReuse() {
        alpha = 1
        isHidden = false
    }
}

/// An item of a ``CollectionView`` (SPEC L13).
///
/// The counterpart of `UICollectionViewCell`: put content in ``contentView``; the cell
/// turns its touches into the collection view's highlight and selection, timed by the
/// scroll view's content-touch delay (S6, S7).
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view to add content to; it fills the cell.
    public let contentView: View
    /// The collection view the cell shows in, while it shows.
    public internal(set) weak var collectionView: CollectionView?

    /// Whether a finger rests on the item.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }
    /// Whether the item is selected.
    public var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// Creates a cell.
    public required init(frame: Rect) {
        contentView = View(frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = .flexibleSize
        addSubview(contentView)
    }

    /// Resets highlight and selection. Call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    /// Keeps the content view filling the cell.
    open override func layoutSubviews() {
        contentView.frame = bounds
    }

    /// Highlights the item (the collection view asks its delegate).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        collectionView?.cellTouchBegan(self)
    }

    /// Nothing: the highlight stays while the finger is down.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

    /// Selects the item when the finger lifts on it.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        collectionView?.cellTouchEnded(self, inside: inside)
    }

    /// Ends the highlight: a scroll took the touch (S7).
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        collectionView?.cellTouchCancelled(self)
    }
}
