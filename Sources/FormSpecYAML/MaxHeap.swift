/// A binary heap whose top is the element that comes last in an order the caller passes to each
/// call (`areInIncreasingOrder`, which must be the same on every call): what a bounded list of
/// the first elements keeps, to learn in one step which of them to drop for an earlier one.
package struct MaxHeap<Element> {
    /// The elements in heap order: each comes after neither of its children.
    package private(set) var elements: [Element] = []

    package init() {}

    package var count: Int { elements.count }
    package var isEmpty: Bool { elements.isEmpty }

    /// The element that comes last.
    package var top: Element? { elements.first }

    package mutating func insert(_ element: Element, by areInIncreasingOrder: (Element, Element) -> Bool) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard areInIncreasingOrder(elements[parent], elements[child]) else { break }
            elements.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes and returns the element that comes last; nil when the heap is empty.
    @discardableResult
    package mutating func removeTop(by areInIncreasingOrder: (Element, Element) -> Bool) -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let top = elements.removeLast()
        var parent = 0
        while true {
            var largest = parent
            let left = 2 * parent + 1
            let right = left + 1
            if left < elements.count, areInIncreasingOrder(elements[largest], elements[left]) { largest = left }
            if right < elements.count, areInIncreasingOrder(elements[largest], elements[right]) { largest = right }
            guard largest != parent else { break }
            elements.swapAt(parent, largest)
            parent = largest
        }
        return top
    }

    /// Removes every element.
    package mutating func removeAll() {
        elements.removeAll()
    }
}
