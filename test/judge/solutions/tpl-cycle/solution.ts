function detectCycle(head: ListNode | null): ListNode | null {
    const seen = new Set<ListNode>();
    for (let p = head; p; p = p.next) { if (seen.has(p)) return p; seen.add(p); }
    return null;
}
