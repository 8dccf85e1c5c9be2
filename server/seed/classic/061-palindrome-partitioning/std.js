/**
 * @param {string} s
 * @return {string[][]}
 */
var partition = function(s) {
    const res = [];
    const path = [];
    const isPal = (i, j) => {
        while (i < j) if (s[i++] !== s[j--]) return false;
        return true;
    };
    const dfs = (i) => {
        if (i === s.length) {
            res.push([...path]);
            return;
        }
        for (let j = i; j < s.length; j++) {
            if (!isPal(i, j)) continue;
            path.push(s.slice(i, j + 1));
            dfs(j + 1);
            path.pop();
        }
    };
    dfs(0);
    return res;
};
