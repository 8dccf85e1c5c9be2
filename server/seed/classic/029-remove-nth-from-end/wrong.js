// counts from the front instead of the back
var removeNthFromEnd = function(head, n) {
    const dummy = new ListNode(0, head);
    let p = dummy;
    for (let i = 1; i < n; i++) p = p.next;
    p.next = p.next.next;
    return dummy.next;
};
