import Testing
import TouchKit

/// A view with an intrinsic size, as a label or a switch has.
@MainActor
final class SizedView: View {
    var natural: Size
    init(_ width: Double, _ height: Double) {
        natural = Size(width: width, height: height)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: Size { natural }
}

/// SPEC K1-K3: the stack view's arrangement, distributions and alignments.
@MainActor
@Suite("StackView (SPEC K1-K3)")
struct StackViewTests {
    /// A stack of the given frame holding views of the given natural sizes.
    func makeStack(
        _ sizes: [(Double, Double)], axis: StackView.Axis = .horizontal, length: Double = 200,
        thickness: Double = 40
    ) -> (StackView, [View]) {
        let views: [View] = sizes.map { SizedView($0.0, $0.1) }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.frame =
            axis == .horizontal
            ? Rect(x: 0, y: 0, width: length, height: thickness) : Rect(x: 0, y: 0, width: thickness, height: length)
        return (stack, views)
    }

    @Test("K1: arranged subviews are subviews; removeArrangedSubview keeps it a subview; removeFromSuperview drops it")
    func k1Arrangement() {
        let a = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let c = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        #expect(stack.subviews.count == 3)
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.count == 2 && a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(c)])
    }

    @Test("K1, K2: fill gives natural lengths, the rest to the first view without an intrinsic length")
    func k2Fill() {
        let plain = View(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        let label = SizedView(50, 20)
        let toggle = SizedView(51, 31)
        let stack = StackView(arrangedSubviews: [label, plain, toggle])
        stack.spacing = 10
        stack.frame = Rect(x: 0, y: 0, width: 200, height: 40)
        stack.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 50, height: 40))
        #expect(plain.frame == Rect(x: 60, y: 0, width: 200 - 50 - 51 - 20, height: 40), "the plain view stretches")
        #expect(toggle.frame == Rect(x: 200 - 51, y: 0, width: 51, height: 40))
        let (only, views) = makeStack([(50, 20), (60, 20)])
        only.layoutIfNeeded()
        #expect(views[0].frame.width == 140 && views[1].frame.width == 60, "all intrinsic: the first takes the rest")
    }

    @Test("K2: fillEqually and fillProportionally fill the stack")
    func k2FillEquallyAndProportionally() {
        let (stack, views) = makeStack([(10, 20), (30, 20), (60, 20)])
        stack.spacing = 10
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [60, 60, 60])
        #expect(views.map(\.frame.minX) == [0, 70, 140])
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [18, 54, 108], "180 points in proportion 1:3:6")
        #expect(views[2].frame.maxX == 200)
    }

    @Test("K2: equalSpacing spreads the gaps; equalCentering spaces the centres")
    func k2EqualSpacingAndCentering() {
        let (stack, views) = makeStack([(20, 20), (40, 20), (20, 20)])
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 80, 180], "gaps of 60")
        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        let centres = views.map(\.frame.midX)
        #expect(centres == [10, 100, 190])
        // Too little room for the least spacing: falls back to fill.
        stack.spacing = 80
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 80, 180])
        #expect(views.map(\.frame.width) == [0, 20, 20], "fill takes the missing 40 from the first views")
    }

    @Test("K3: alignment across the axis; vertical stacks the same way")
    func k3Alignment() {
        let (stack, views) = makeStack([(20, 10), (30, 20)], axis: .vertical, length: 100, thickness: 60)
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect(views[0].frame == Rect(x: 20, y: 0, width: 20, height: 80), "all intrinsic: the first takes the rest")
        stack.alignment = .trailing
        stack.layoutIfNeeded()
        #expect(views[1].frame.minX == 30 && views[1].frame.width == 30)
        stack.alignment = .leading
        stack.layoutIfNeeded()
        #expect(views[1].frame.minX == 0)
        stack.alignment = .fill
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [60, 60])
        #expect(views[0].frame.height == 80, "the first view takes the rest of the column")
    }

    @Test("K1: a hidden arranged view collapses; shown again it comes back; inside animate the others animate")
    func k1HiddenCollapses() {
        let h = TestHost()
        let (stack, views) = makeStack([(20, 20), (30, 20), (40, 20)])
        stack.distribution = .equalSpacing
        h.window.addSubview(stack)
        stack.layoutIfNeeded()
        #expect(views[2].frame.minX == 160)
        views[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(views[2].frame.minX == 160 && views[0].frame.minX == 0)
        stack.distribution = .fill
        stack.spacing = 5
        stack.layoutIfNeeded()
        #expect(views[2].frame.minX == 200 - 40, "two views: 155 + 5 + 40")
        View.animate(withDuration: 1, options: .curveLinear) {
            views[1].isHidden = false
        }
        #expect(views[2].frame.minX == 200 - 40, "the last is still at the end")
        #expect(views[0].frame.width == 200 - 30 - 40 - 10, "the model is laid out at once")
        #expect(views[0].isAnimating, "and the neighbours animate to it")
    }

    @Test("K1: the stack's size fits its views: natural lengths and gaps along, the largest across")
    func k1SizeThatFits() {
        let (stack, views) = makeStack([(20, 10), (30, 25)])
        stack.spacing = 4
        #expect(stack.sizeThatFits(.zero) == Size(width: 54, height: 25))
        stack.distribution = .fillEqually
        #expect(stack.intrinsicContentSize == Size(width: 64, height: 25))
        views[0].isHidden = true
        #expect(stack.sizeThatFits(.zero) == Size(width: 30, height: 25))
        stack.axis = .vertical
        #expect(stack.sizeThatFits(.zero) == Size(width: 30, height: 25))
    }
}
