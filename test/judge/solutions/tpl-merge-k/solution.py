# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        h = [(l.val, i, l) for i, l in enumerate(lists) if l]
        heapify(h)
        dummy = t = ListNode()
        while h:
            _, i, n = heappop(h)
            t.next = n
            t = n
            if n.next:
                heappush(h, (n.next.val, i, n.next))
        return dummy.next
