/// The order's analytics events, by the names the template wrote for the spec's controls.
public let orderEventNames = [OrderEventsEvents.acceptTerms, OrderEventsEvents.giftWrap]
