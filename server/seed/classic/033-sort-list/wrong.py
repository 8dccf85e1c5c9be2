# insertion sort: O(n^2), too slow at n = 5 * 10^4
class Solution:
    def sortList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        dummy = ListNode(float('-inf'))
        while head:
            nxt = head.next
            p = dummy
            while p.next and p.next.val < head.val:
                p = p.next
            head.next, p.next = p.next, head
            head = nxt
        return dummy.next
