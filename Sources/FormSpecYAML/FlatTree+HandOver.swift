/// A node an anchor names, and the span of the tree its subtree takes, for an item about to be
/// let go of (see `FlatTree.letGo(ofItem:childrenBefore:keeping:)`).
struct AnchoredSpan {
    var name: String
    var record: UInt32
    /// The end of the subtree's records.
    var recordsEnd: Int
    /// The slots of the subtree's collections in `children`.
    var children: Range<Int>
}

extension FlatTree {
    /// Lets go of the nodes of the item at `record`, the tree's last nodes, whose descendants'
    /// slots start at `childrenBefore` in `children`: its own record stays, with its place, marked
    /// `handedOver` and without content. When `kept` is given (the one anchored node in the
    /// item, which a later alias may name), its subtree is kept, moved to follow the item's
    /// record; returns the anchored node's record then.
    mutating func letGo(ofItem record: UInt32, childrenBefore: Int, keeping kept: AnchoredSpan?) -> UInt32? {
        var keptRecords = 0
        var keptChildren = 0
        if let kept {
            let target = record + 1
            let shift = kept.record - target
            keptChildren = kept.children.count
            for offset in 0..<keptChildren {
                let slot = children[kept.children.lowerBound + offset]
                children[childrenBefore + offset] = slot >= kept.record ? slot - shift : slot
            }
            let childShift = UInt32(kept.children.lowerBound - childrenBefore)
            keptRecords = kept.recordsEnd - Int(kept.record)
            for offset in 0..<keptRecords {
                var moving = records[Int(kept.record) + offset]
                switch moving.kind {
                case .sequence, .mapping: moving.first -= childShift
                case .alias where moving.first >= kept.record: moving.first -= shift
                case .alias, .scalar: break
                }
                records[Int(target) + offset] = moving
            }
        }
        records.removeSubrange((Int(record) + 1 + keptRecords)...)
        children.removeSubrange((childrenBefore + keptChildren)...)
        records[Int(record)].first = UInt32(children.count)
        records[Int(record)].count = 0
        records[Int(record)].flags.insert(.handedOver)
        return kept == nil ? nil : record + 1
    }
}
