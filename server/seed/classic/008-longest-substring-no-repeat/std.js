/**
 * @param {string} s
 * @return {number}
 */
var lengthOfLongestSubstring = function(s) {
    const window = new Set();
    let best = 0, left = 0;
    for (let i = 0; i < s.length; i++) {
        while (window.has(s[i])) window.delete(s[left++]);
        window.add(s[i]);
        best = Math.max(best, i - left + 1);
    }
    return best;
};
