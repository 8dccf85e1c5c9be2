// 每一行都从 1 开始但漏写了行尾的 1
var generate = function(numRows) {
    const res = [[1]];
    for (let i = 1; i < numRows; i++) {
        const row = [1];
        for (let j = 1; j < i; j++) row.push(res[i - 1][j - 1] + res[i - 1][j]);
        if (i === 1) row.push(1);
        res.push(row);
    }
    return res;
};
