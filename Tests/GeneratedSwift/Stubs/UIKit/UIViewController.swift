import Foundation

/// Apple's `UIViewController` (iOS 17), as much as an app's screen of a form uses.
@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    open var title: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var isViewLoaded: Bool { fatalError() }
    open func loadView() { fatalError() }
    open func viewDidLoad() { fatalError() }
    open func viewWillAppear(_ animated: Bool) { fatalError() }
    open func viewDidAppear(_ animated: Bool) { fatalError() }
    open func viewWillDisappear(_ animated: Bool) { fatalError() }
    open func viewDidDisappear(_ animated: Bool) { fatalError() }
}
