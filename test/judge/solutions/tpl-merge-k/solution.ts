/**
 * Definition for singly-linked list.
 * class ListNode {
 *     val: number
 *     next: ListNode | null
 *     constructor(val?: number, next?: ListNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.next = (next===undefined ? null : next)
 *     }
 * }
 */
function mergeKLists(lists: Array<ListNode | null>): ListNode | null {
    const merge = (a: ListNode | null, b: ListNode | null): ListNode | null => {
        const dummy = new ListNode();
        let t = dummy;
        while (a && b) { if (a.val <= b.val) { t.next = a; a = a.next; } else { t.next = b; b = b.next; } t = t.next; }
        t.next = a ?? b;
        return dummy.next;
    };
    let res: ListNode | null = null;
    for (const l of lists) res = merge(res, l);
    return res;
}
