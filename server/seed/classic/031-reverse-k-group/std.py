class Solution:
    def reverseKGroup(self, head: Optional[ListNode], k: int) -> Optional[ListNode]:
        dummy = ListNode(0, head)
        prev = dummy
        while True:
            end = prev
            for _ in range(k):
                end = end.next
                if not end:
                    return dummy.next
            first, nxt = prev.next, end.next
            p, q = first, nxt
            while p is not nxt:
                p.next, q, p = q, p, p.next
            prev.next = end
            prev = first
