# only checks whether the tail points back to the head
class Solution:
    def hasCycle(self, head: Optional[ListNode]) -> bool:
        node = head
        for _ in range(20000):
            if not node:
                return False
            node = node.next
            if node is head:
                return True
        return False
