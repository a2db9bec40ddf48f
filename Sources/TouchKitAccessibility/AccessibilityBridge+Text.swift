import DBus
import TouchKit

/// Text, EditableText and Selection (SPEC A11, A17, A18).
extension AccessibilityBridge {
    /// The characters a node's `Text` reads (Unicode scalars, as AT-SPI counts them) and
    /// its caret: a text field's or view's text and caret, else the name with no caret.
    func textContent(of node: AccessibilityNode, info: AccessibilityNodeInfo?) -> (
        characters: [Unicode.Scalar], caret: Int
    ) {
        if let editable = node.editableText {
            return (Array(AccessibilityTree.safe(editable.text).unicodeScalars), editable.caretOffset)
        }
        return (Array((info?.name ?? "").unicodeScalars), -1)
    }

    /// `AtspiTextGranularity`: the piece of text around an offset (`GetStringAtOffset`):
    /// a character, a word (between spaces), or a line for sentence, line and paragraph
    /// **(choice)**.
    static func piece(of characters: [Unicode.Scalar], at offset: Int, granularity: Int) -> Range<Int> {
        guard offset >= 0, offset < characters.count else { return 0..<0 }
        func isBreak(_ scalar: Unicode.Scalar) -> Bool {
            granularity == 1 ? scalar.properties.isWhitespace : scalar == "\n"
        }
        if granularity == 0 { return offset..<offset + 1 }
        var start = offset
        while start > 0, !isBreak(characters[start - 1]) { start -= 1 }
        var end = offset
        while end < characters.count, !isBreak(characters[end]) { end += 1 }
        return start..<end
    }

    func textCall(_ message: DBusClient.Message, node: AccessibilityNode, info: AccessibilityNodeInfo)
        throws(CallError) -> [DBusValue]
    {
        let (characters, caret) = textContent(of: node, info: info)
        let arguments = message.arguments
        func text(_ range: Range<Int>) -> DBusValue { .string(String(String.UnicodeScalarView(characters[range]))) }
        switch message.member {
        case "GetText":
            guard arguments.count == 2, let start = arguments[0].intValue, var end = arguments[1].intValue else {
                throw .invalidArgs("GetText takes (ii)")
            }
            if end < 0 || end > characters.count { end = characters.count }
            let from = min(max(start, 0), end)
            return [text(from..<end)]
        case "GetCaretOffset":
            return [.int32(Int32(clamping: caret))]
        case "SetCaretOffset":
            guard let editable = node.editableText, let offset = arguments.first?.intValue else {
                return [.bool(false)]
            }
            editable.setCaret(offset)
            return [.bool(true)]
        case "GetCharacterAtOffset":
            guard let offset = arguments.first?.intValue, offset >= 0, offset < characters.count else {
                return [.int32(0)]
            }
            return [.int32(Int32(clamping: characters[offset].value))]
        case "GetStringAtOffset":
            guard arguments.count == 2, let offset = arguments[0].intValue, let granularity = arguments[1].intValue
            else { throw .invalidArgs("GetStringAtOffset takes (iu)") }
            let range = Self.piece(of: characters, at: offset, granularity: granularity)
            return [text(range), .int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))]
        case "GetNSelections":
            let selected = node.editableText?.selectedRange ?? 0..<0
            return [.int32(selected.isEmpty ? 0 : 1)]
        case "GetSelection":
            let selected = node.editableText?.selectedRange ?? 0..<0
            guard arguments.first?.intValue == 0, !selected.isEmpty else { return [.int32(0), .int32(0)] }
            return [.int32(Int32(clamping: selected.lowerBound)), .int32(Int32(clamping: selected.upperBound))]
        default:
            throw .unknownMethod(message)
        }
    }

    /// EditableText (SPEC A18): each edit goes through the field as typing does.
    func editableTextCall(_ message: DBusClient.Message, node: AccessibilityNode) throws(CallError) -> [DBusValue] {
        guard let editable = node.editableText else { throw .unknownMethod(message) }
        let arguments = message.arguments
        switch message.member {
        case "SetTextContents":
            guard let text = arguments.first?.stringValue else { throw .invalidArgs("SetTextContents takes (s)") }
            return [.bool(editable.setText(text) || editable.text == text)]
        case "InsertText":
            guard arguments.count == 3, let position = arguments[0].intValue, let text = arguments[1].stringValue,
                let length = arguments[2].intValue
            else { throw .invalidArgs("InsertText takes (isi)") }
            // The length counts characters of `text` to insert; negative or too long is all of it.
            let scalars = text.unicodeScalars
            let kept =
                length >= 0 && length < scalars.count ? String(String.UnicodeScalarView(scalars.prefix(length))) : text
            return [.bool(editable.insert(kept, at: position))]
        case "DeleteText":
            guard arguments.count == 2, let start = arguments[0].intValue, let end = arguments[1].intValue else {
                throw .invalidArgs("DeleteText takes (ii)")
            }
            return [.bool(editable.delete(from: start, to: end))]
        case "CopyText":
            return []
        case "CutText", "PasteText":
            return [.bool(false)]
        default:
            throw .unknownMethod(message)
        }
    }

    /// Selection on a list (SPEC A17): child indices are the list's children in the tree
    /// (its showing cells); selecting runs what a tap runs.
    func selectionCall(_ message: DBusClient.Message, list: AccessibilityNode, tree: AccessibilityTree)
        throws(CallError) -> [DBusValue]
    {
        let children = tree.children(of: list)
        let selected = children.filter(\.isSelectedItem)
        func index(in nodes: [AccessibilityNode]) throws(CallError) -> AccessibilityNode {
            guard let index = message.arguments.first?.intValue, index >= 0, index < nodes.count else {
                throw .invalidArgs("no child at that index")
            }
            return nodes[index]
        }
        switch message.member {
        case "GetSelectedChild":
            return [reference(try index(in: selected))]
        case "SelectChild":
            return [.bool(list.setItem(try index(in: children), selected: true))]
        case "DeselectChild":
            return [.bool(list.setItem(try index(in: children), selected: false))]
        case "DeselectSelectedChild":
            return [.bool(list.setItem(try index(in: selected), selected: false))]
        case "IsChildSelected":
            return [.bool(try index(in: children).isSelectedItem)]
        case "SelectAll":
            guard list.allowsMultipleSelection else { return [.bool(false)] }
            var all = true
            for child in children where child.isSelectableItem && !list.setItem(child, selected: true) { all = false }
            return [.bool(all)]
        case "ClearSelection":
            var all = true
            for child in selected where !list.setItem(child, selected: false) { all = false }
            return [.bool(all)]
        default:
            throw .unknownMethod(message)
        }
    }
}
