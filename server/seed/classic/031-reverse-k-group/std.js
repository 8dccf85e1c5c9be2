/**
 * @param {ListNode} head
 * @param {number} k
 * @return {ListNode}
 */
var reverseKGroup = function(head, k) {
    const dummy = new ListNode(0, head);
    let prev = dummy;
    while (true) {
        let end = prev;
        for (let i = 0; i < k && end; i++) end = end.next;
        if (!end) break;
        const first = prev.next, next = end.next;
        let p = first, q = next;
        while (p !== next) {
            const t = p.next;
            p.next = q;
            q = p;
            p = t;
        }
        prev.next = end;
        prev = first;
    }
    return dummy.next;
};
