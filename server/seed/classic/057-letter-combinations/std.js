/**
 * @param {string} digits
 * @return {string[]}
 */
var letterCombinations = function(digits) {
    if (!digits) return [];
    const keys = ['', '', 'abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs', 'tuv', 'wxyz'];
    const res = [];
    const dfs = (i, cur) => {
        if (i === digits.length) {
            res.push(cur);
            return;
        }
        for (const c of keys[digits[i]]) dfs(i + 1, cur + c);
    };
    dfs(0, '');
    return res;
};
