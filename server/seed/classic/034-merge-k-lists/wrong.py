# concatenates the lists and sorts only the values of the first one
class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        dummy = tail = ListNode()
        for head in lists:
            while head:
                tail.next = tail = head
                head = head.next
        tail.next = None
        return dummy.next
