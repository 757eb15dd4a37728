// expect: cannot convert value of type 'String' to expected argument type 'String.LocalizationValue'
// String(localized:) takes a literal key (String.LocalizationValue, or a StaticString with defaultValue:), not a String.
import UIKit

func title(forKey key: String) -> String {
    String(localized: key)
}
