/**
 * @param {ListNode[]} lists
 * @return {ListNode}
 */
var mergeKLists = function(lists) {
    const vals = [];
    for (let l of lists) for (; l; l = l.next) vals.push(l.val);
    vals.sort((a, b) => a - b);
    const dummy = new ListNode();
    let t = dummy;
    for (const v of vals) { t.next = new ListNode(v); t = t.next; }
    return dummy.next;
};
