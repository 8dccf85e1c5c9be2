class Solution {
    public ListNode reverseKGroup(ListNode head, int k) {
        ListNode dummy = new ListNode(0, head);
        ListNode prev = dummy;
        while (true) {
            ListNode end = prev;
            for (int i = 0; i < k && end != null; i++) end = end.next;
            if (end == null) break;
            ListNode first = prev.next, next = end.next;
            ListNode p = first, q = next;
            while (p != next) {
                ListNode t = p.next;
                p.next = q;
                q = p;
                p = t;
            }
            prev.next = end;
            prev = first;
        }
        return dummy.next;
    }
}
