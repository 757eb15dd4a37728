// A stand-in for RVS_CalendarInput 1.3.5: the API that control-rules.md §2.2–2.3 documents.
import Foundation
import UIKit

/// §2.2
public protocol RVS_CalendarInputDateItemProtocol {
    var year: Int { get set }
    var month: Int { get set }
    var day: Int { get set }
    var isEnabled: Bool { get set }
    var isSelected: Bool { get set }
    var refCon: Any? { get set }
}

/// §2.1, §2.3
open class RVS_CalendarInput: UIView {
    /// §2.2 `DateItem`, `init(day:month:year:isEnabled:isSelected:refCon:)`.
    public class DateItem: RVS_CalendarInputDateItemProtocol {
        public var year: Int
        public var month: Int
        public var day: Int
        public var isEnabled: Bool
        public var isSelected: Bool
        public var refCon: Any?
        public init(
            day: Int, month: Int, year: Int, isEnabled: Bool = false, isSelected: Bool = false, refCon: Any? = nil
        ) {
            self.day = day
            self.month = month
            self.year = year
            self.isEnabled = isEnabled
            self.isSelected = isSelected
            self.refCon = refCon
        }
    }

    open var setupData: [RVS_CalendarInputDateItemProtocol] = []
    open var weekdayHeaderHeightInDisplayUnits: CGFloat = 30
    open var yearHeaderHeightInDisplayUnits: CGFloat = 25
    open var monthHeaderHeightInDisplayUnits: CGFloat = 20
    open var calendar: Calendar = .current
    open var weekdayHeaderFont: UIFont = .boldSystemFont(ofSize: 18)
    open var yearHeaderFont: UIFont = .boldSystemFont(ofSize: 20)
    open var monthHeaderFont: UIFont = .boldSystemFont(ofSize: 18)
    open var weekdayFont: UIFont = .boldSystemFont(ofSize: 30)
    open var enabledItemBackgroundColor: UIColor = .white
    open var weekdayHeaderFontColor: UIColor = .label
    open var yearHeaderFontColor: UIColor = .white
    open var monthHeaderFontColor: UIColor = .white
    open var yearHeaderBackgroundColor: UIColor = .systemGray
    open var monthHeaderBackgroundColor: UIColor = .systemGray2
    open var disabledAlpha: CGFloat = 0.4
    open var showMonthHeaders = true
    open var showYearHeaders = true
    open var showWeekdayHeader = true
    open var readOnlyMode = false
    public override init(frame: CGRect) { super.init(frame: frame) }
}
