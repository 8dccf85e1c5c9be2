/**
 * Definition for _Node.
 * class _Node {
 *     val: number
 *     next: _Node | null
 *     random: _Node | null
 * }
 */
function copyRandomList(head: _Node | null): _Node | null {
    const m = new Map<_Node | null, _Node | null>([[null, null]]);
    for (let p = head; p; p = p.next) m.set(p, new _Node(p.val));
    for (let p = head; p; p = p.next) { m.get(p)!.next = m.get(p.next)!; m.get(p)!.random = m.get(p.random)!; }
    return m.get(head)!;
}
