// Apple's UILabel, UIImageView, UIScrollView and UIStackView (iOS 17/18), as far as the vendored components and the generated code use them.

/// Apple's `UILabel`.
@MainActor open class UILabel: UIView {
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var attributedText: NSAttributedString? {
        get { fatalError() }
        set { fatalError() }
    }
    open var font: UIFont! {
        get { fatalError() }
        set { fatalError() }
    }
    open var textColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    open var lineBreakMode: NSLineBreakMode {
        get { fatalError() }
        set { fatalError() }
    }
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open var adjustsFontSizeToFitWidth: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var adjustsFontForContentSizeCategory: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var minimumScaleFactor: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var isHighlighted: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// Apple's `UIImageView`.
@MainActor open class UIImageView: UIView {
    public init(image: UIImage?) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var image: UIImage? {
        get { fatalError() }
        set { fatalError() }
    }
    open var highlightedImage: UIImage? {
        get { fatalError() }
        set { fatalError() }
    }
    open var isHighlighted: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// Apple's `UIScrollView`.
@MainActor open class UIScrollView: UIView {
    open var contentLayoutGuide: UILayoutGuide { fatalError() }
    open var frameLayoutGuide: UILayoutGuide { fatalError() }
    open var contentSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    open var contentOffset: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    open var contentInset: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
}

/// Apple's `UIStackView`.
@MainActor open class UIStackView: UIView {
    /// Apple's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// Apple's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: UIStackView.Alignment { fatalError() }
        public static var bottom: UIStackView.Alignment { fatalError() }
    }

    public init(arrangedSubviews views: [UIView]) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init(coder: NSCoder) { fatalError() }
    open var arrangedSubviews: [UIView] { fatalError() }
    open func addArrangedSubview(_ view: UIView) { fatalError() }
    open func removeArrangedSubview(_ view: UIView) { fatalError() }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { fatalError() }
    open var axis: NSLayoutConstraint.Axis {
        get { fatalError() }
        set { fatalError() }
    }
    open var distribution: UIStackView.Distribution {
        get { fatalError() }
        set { fatalError() }
    }
    open var alignment: UIStackView.Alignment {
        get { fatalError() }
        set { fatalError() }
    }
    open var spacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { fatalError() }
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var isBaselineRelativeArrangement: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public static var spacingUseDefault: CGFloat { fatalError() }
}

/// Apple's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// Apple's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
