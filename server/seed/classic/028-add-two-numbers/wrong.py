# converts to 64-bit style integers: fine in Python, but the digits are read in the wrong order
class Solution:
    def addTwoNumbers(self, l1: Optional[ListNode], l2: Optional[ListNode]) -> Optional[ListNode]:
        def value(node):
            v = 0
            while node:
                v = v * 10 + node.val
                node = node.next
            return v
        total = value(l1) + value(l2)
        dummy = tail = ListNode()
        for d in reversed(str(total)):
            tail.next = ListNode(int(d))
            tail = tail.next
        return dummy.next
