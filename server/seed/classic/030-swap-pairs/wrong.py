# moves by one node instead of two: pairs overlap
class Solution:
    def swapPairs(self, head: Optional[ListNode]) -> Optional[ListNode]:
        p = head
        while p and p.next:
            p.val, p.next.val = p.next.val, p.val
            p = p.next
        return head
