/**
 * @param {string} s
 * @param {string} p
 * @return {number[]}
 */
var findAnagrams = function(s, p) {
    const n = s.length, m = p.length, ans = [];
    if (m > n) return ans;
    const diff = new Array(26).fill(0);
    const at = (str, i) => str.charCodeAt(i) - 97;
    for (let i = 0; i < m; i++) {
        diff[at(p, i)]--;
        diff[at(s, i)]++;
    }
    let bad = diff.filter((d) => d !== 0).length;
    if (bad === 0) ans.push(0);
    for (let i = m; i < n; i++) {
        for (const [c, delta] of [[at(s, i), 1], [at(s, i - m), -1]]) {
            if (diff[c] === 0) bad++;
            diff[c] += delta;
            if (diff[c] === 0) bad--;
        }
        if (bad === 0) ans.push(i - m + 1);
    }
    return ans;
};
