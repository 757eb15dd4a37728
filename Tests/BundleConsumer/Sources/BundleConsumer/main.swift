import FormSpecRuntime
import Foundation
import OrderEvents

// OrderForm: typed Swift written by the bundle's formspec; OrderEventsEvents: by its formspec-templates.
print("order: delivery \(OrderForm.delivery.selected ?? "none") of \(OrderForm.DeliveryItem.allCases.map(\.rawValue))")
print("order: gift wrap \(OrderForm.giftWrap.state.rawValue)")
print("events: \(orderEventNames)")

// The bundled JSON decodes to the same form as the constants.
guard let url = Bundle.module.url(forResource: "order.form", withExtension: "json") else {
    fatalError("order.form.json is not in the bundle: is FormSpecPlugin applied to this target?")
}
let document = try JSONDecoder().decode(FormDocument.self, from: Data(contentsOf: url))
print("order.form.json: \(document.form == OrderForm.form ? "equal to" : "DIFFERENT FROM") the generated constants")
