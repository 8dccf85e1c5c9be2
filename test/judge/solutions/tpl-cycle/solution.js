var detectCycle = function(head) {
    const seen = new Set();
    for (let p = head; p; p = p.next) { if (seen.has(p)) return p; seen.add(p); }
    return null;
};
