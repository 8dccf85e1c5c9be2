/**
 * @param {string} s
 * @return {number}
 */
var longestValidParentheses = function(s) {
    // 左右各扫一遍，计数法
    let best = 0;
    const scan = (str, open) => {
        let l = 0, r = 0;
        for (const c of str) {
            if (c === open) l++;
            else r++;
            if (l === r) best = Math.max(best, 2 * r);
            else if (r > l) l = r = 0;
        }
    };
    scan(s, '(');
    scan([...s].reverse().join(''), ')');
    return best;
};
