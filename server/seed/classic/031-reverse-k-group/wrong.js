// reverses the whole list when it is longer than k
var reverseKGroup = function(head, k) {
    let prev = null;
    while (head) {
        const next = head.next;
        head.next = prev;
        prev = head;
        head = next;
    }
    return prev;
};
