/// Items in lines that wrap, section by section, with optional headers and footers
/// (SPEC L13, L17).
///
/// The counterpart of `UICollectionViewFlowLayout`. Lines run across the scroll
/// direction: rows for `.vertical`, columns for `.horizontal`. Every place is
/// arithmetic, so a section of a million items costs what shows. **(choice)** Items of a
/// line are spread so that the first and the last touch the section insets (UIKit's
/// justified lines), the same spacing in the last line.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The direction the content scrolls (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Sendable {
        /// Top to bottom: lines are rows.
        case vertical
        /// Left to right: lines are columns.
        case horizontal
    }

    /// The size of every item, unless the collection view's delegate is a
    /// ``CollectionViewDelegateFlowLayout`` (SPEC L17). 50 by 50 by default.
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between lines. 10 by default.
    public var minimumLineSpacing: Double = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line. 10 by default.
    public var minimumInteritemSpacing: Double = 10 { didSet { invalidateLayout() } }
    /// The margins of each section's items.
    public var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scroll direction. `.vertical` by default.
    public var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each section's header (its height when vertical, width when
    /// horizontal); zero for none.
    public var headerReferenceSize: Size = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer; zero for none.
    public var footerReferenceSize: Size = .zero { didSet { invalidateLayout() } }

    private struct Section {
        var start = 0.0
        var header = 0.0
        var footer = 0.0
        var count = 0
        var perLine = 1
        var lines = 0
        var crossSpacing = 0.0
        var length = 0.0
        /// The lines of items with sizes of their own (SPEC L17).
        var flow: FlowLines?
    }
    private var sections: [Section] = []
    private var contentLength = 0.0
    private var vertical: Bool { scrollDirection == .vertical }

    /// Lays the sections out along the scroll direction: counts and arithmetic only.
    open override func prepare() {
        sections = []
        guard let collectionView else { return }
        let crossLength = vertical ? collectionView.bounds.width : collectionView.bounds.height
        let insetCross = vertical ? sectionInset.left + sectionInset.right : sectionInset.top + sectionInset.bottom
        let insetMain = vertical ? sectionInset.top + sectionInset.bottom : sectionInset.left + sectionInset.right
        let itemCross = max(0, vertical ? itemSize.width : itemSize.height)
        let itemMain = max(0, vertical ? itemSize.height : itemSize.width)
        let available = max(0, crossLength - insetCross)
        var y = 0.0
        for index in 0..<collectionView.numberOfSections {
            var section = Section()
            section.start = y
            section.count = collectionView.numberOfItems(inSection: index)
            section.header = max(0, vertical ? headerReferenceSize.height : headerReferenceSize.width)
            section.footer = max(0, vertical ? footerReferenceSize.height : footerReferenceSize.width)
            let fit =
                itemCross + minimumInteritemSpacing > 0
                ? Int(((available + minimumInteritemSpacing) / (itemCross + minimumInteritemSpacing)).rounded(.down))
                : 1
            section.perLine = max(1, fit)
            section.lines = (section.count + section.perLine - 1) / section.perLine
            section.crossSpacing =
                section.perLine > 1
                ? (available - Double(section.perLine) * itemCross) / Double(section.perLine - 1) : 0
            var linesLength =
                section.lines > 0
                ? Double(section.lines) * itemMain + Double(section.lines - 1) * minimumLineSpacing : 0
            if let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout {
                let flow = FlowLines(
                    sizes: itemSizes(of: index, count: section.count, delegate: delegate, in: collectionView),
                    available: available, interitem: minimumInteritemSpacing, lineSpacing: minimumLineSpacing)
                section.flow = flow
                linesLength = flow.length
            }
            section.length = section.header + insetMain + linesLength + section.footer
            sections.append(section)
            y += section.length
        }
        contentLength = y
    }

    /// The sections' total length along the scroll direction, the bounds across it.
    open override var collectionViewContentSize: Size {
        guard let collectionView else { return .zero }
        return vertical
            ? Size(width: collectionView.bounds.width, height: contentLength)
            : Size(width: contentLength, height: collectionView.bounds.height)
    }

    private func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        vertical
            ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// Every item's size from the delegate, as (main, cross); a negative or non-finite
    /// one is reported and ``itemSize`` stands in (SPEC L10, L17).
    private func itemSizes(
        of section: Int, count: Int, delegate: any CollectionViewDelegateFlowLayout, in collectionView: CollectionView
    ) -> [(main: Double, cross: Double)] {
        (0..<count).map { item in
            var size = delegate.collectionView(
                collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
            if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                collectionView.report(
                    "collectionView(_:layout:sizeForItemAt:) returned \(size) for [\(section), \(item)]; "
                        + "itemSize used")
                size = itemSize
            }
            return vertical ? (size.height, size.width) : (size.width, size.height)
        }
    }

    private func itemFrame(_ item: Int, in section: Section) -> Rect {
        if let flow = section.flow {
            let place = flow.places[item]
            return rect(
                main: section.start + section.header + (vertical ? sectionInset.top : sectionInset.left) + place.main,
                cross: (vertical ? sectionInset.left : sectionInset.top) + place.cross, mainLength: place.mainLength,
                crossLength: place.crossLength)
        }
        let itemCross = vertical ? itemSize.width : itemSize.height
        let itemMain = vertical ? itemSize.height : itemSize.width
        let line = item / section.perLine
        let place = item % section.perLine
        let main =
            section.start + section.header + (vertical ? sectionInset.top : sectionInset.left)
            + Double(line) * (itemMain + minimumLineSpacing)
        let cross =
            (vertical ? sectionInset.left : sectionInset.top) + Double(place) * (itemCross + section.crossSpacing)
        return rect(main: main, cross: cross, mainLength: itemMain, crossLength: itemCross)
    }

    /// The items and headers and footers meeting `rect`, found by arithmetic.
    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        let crossLength = vertical ? collectionView?.bounds.width ?? 0 : collectionView?.bounds.height ?? 0
        let itemMain = vertical ? itemSize.height : itemSize.width
        var result: [CollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.start < high && section.start + section.length > low
        {
            if section.header > 0, section.start + section.header > low {
                let frame = self.rect(
                    main: section.start, cross: 0, mainLength: section.header, crossLength: crossLength)
                result.append(
                    .init(
                        forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                        with: IndexPath(item: 0, section: index), frame: frame))
            }
            if let flow = section.flow {
                let first = section.start + section.header + (vertical ? sectionInset.top : sectionInset.left)
                for item in flow.items(from: low - first, to: high - first) {
                    let frame = itemFrame(item, in: section)
                    if frame.intersects(rect) {
                        result.append(.init(forCellWith: IndexPath(item: item, section: index), frame: frame))
                    }
                }
            } else if section.count > 0, itemMain + minimumLineSpacing > 0 {
                let first = section.start + section.header + (vertical ? sectionInset.top : sectionInset.left)
                let pitch = itemMain + minimumLineSpacing
                let firstLine = max(0, Int(((low - first - itemMain) / pitch).rounded(.up)))
                let lastLine = min(section.lines - 1, Int(((high - first) / pitch).rounded(.down)))
                if firstLine <= lastLine {
                    for line in firstLine...lastLine {
                        let lineStart = line * section.perLine
                        for item in lineStart..<min(section.count, lineStart + section.perLine) {
                            let frame = itemFrame(item, in: section)
                            if frame.intersects(rect) {
                                result.append(.init(forCellWith: IndexPath(item: item, section: index), frame: frame))
                            }
                        }
                    }
                }
            }
            if section.footer > 0, section.start + section.length - section.footer < high {
                let frame = self.rect(
                    main: section.start + section.length - section.footer, cross: 0, mainLength: section.footer,
                    crossLength: crossLength)
                result.append(
                    .init(
                        forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                        with: IndexPath(item: 0, section: index), frame: frame))
            }
        }
        return result
    }

    /// The item's place.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].count
        else { return nil }
        return .init(forCellWith: indexPath, frame: itemFrame(indexPath.item, in: sections[indexPath.section]))
    }

    /// The place of a section's header or footer.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let section = sections[indexPath.section]
        let crossLength = vertical ? collectionView?.bounds.width ?? 0 : collectionView?.bounds.height ?? 0
        if elementKind == CollectionView.elementKindSectionHeader, section.header > 0 {
            return .init(
                forSupplementaryViewOfKind: elementKind, with: indexPath,
                frame: rect(main: section.start, cross: 0, mainLength: section.header, crossLength: crossLength))
        }
        if elementKind == CollectionView.elementKindSectionFooter, section.footer > 0 {
            return .init(
                forSupplementaryViewOfKind: elementKind, with: indexPath,
                frame: rect(
                    main: section.start + section.length - section.footer, cross: 0,
                    mainLength: section.footer, crossLength: crossLength))
        }
        return nil
    }
}
