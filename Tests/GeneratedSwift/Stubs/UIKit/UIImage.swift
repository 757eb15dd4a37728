// Apple's UIImage (iOS 17/18), as far as the vendored components and the generated code use it.

/// Apple's `UIImage` (Sendable).
open class UIImage: NSObject, @unchecked Sendable {
    /// Apple's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    public override init() { fatalError() }
    public init?(named name: String) { fatalError() }
    public init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) { fatalError() }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        fatalError()
    }
    public init?(systemName name: String) { fatalError() }
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) { fatalError() }
    public init(cgImage: CGImage) { fatalError() }
    open var size: CGSize { fatalError() }
    open var scale: CGFloat { fatalError() }
    open var cgImage: CGImage? { fatalError() }
    open var renderingMode: UIImage.RenderingMode { fatalError() }
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    open func withTintColor(_ color: UIColor) -> UIImage { fatalError() }
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { fatalError() }
    open func draw(at point: CGPoint) { fatalError() }
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) { fatalError() }
    open func draw(in rect: CGRect) { fatalError() }
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) { fatalError() }
}

extension UIImage {
    /// Apple's `UIImage.Configuration`.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// Apple's `UIImage.SymbolConfiguration`.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        public convenience init(pointSize: CGFloat) { fatalError() }
        public convenience init(scale: UIImage.SymbolScale) { fatalError() }
        public convenience init(weight: UIImage.SymbolWeight) { fatalError() }
        public convenience init(textStyle: UIFont.TextStyle) { fatalError() }
        public convenience init(font: UIFont) { fatalError() }
    }

    /// Apple's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small, medium, large
    }

    /// Apple's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
}
