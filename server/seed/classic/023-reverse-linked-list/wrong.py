# swaps the first and last values only
class Solution:
    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        if not head:
            return head
        tail = head
        while tail.next:
            tail = tail.next
        head.val, tail.val = tail.val, head.val
        return head
