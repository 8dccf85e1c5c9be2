/**
 * // Definition for a _Node.
 * function _Node(val, next, random) {
 *    this.val = val;
 *    this.next = next;
 *    this.random = random;
 * };
 */

/**
 * @param {_Node} head
 * @return {_Node}
 */
var copyRandomList = function(head) {
    const m = new Map([[null, null]]);
    for (let p = head; p; p = p.next) m.set(p, new _Node(p.val));
    for (let p = head; p; p = p.next) { m.get(p).next = m.get(p.next); m.get(p).random = m.get(p.random); }
    return m.get(head);
};
