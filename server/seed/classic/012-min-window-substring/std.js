/**
 * @param {string} s
 * @param {string} t
 * @return {string}
 */
var minWindow = function(s, t) {
    const need = new Map();
    for (const c of t) need.set(c, (need.get(c) || 0) + 1);
    let missing = t.length, left = 0, start = 0, best = Infinity;
    for (let right = 0; right < s.length; right++) {
        const c = s[right];
        if ((need.get(c) || 0) > 0) missing--;
        need.set(c, (need.get(c) || 0) - 1);
        while (missing === 0) {
            if (right - left + 1 < best) {
                best = right - left + 1;
                start = left;
            }
            const d = s[left++];
            need.set(d, need.get(d) + 1);
            if (need.get(d) > 0) missing++;
        }
    }
    return best === Infinity ? "" : s.substring(start, start + best);
};
