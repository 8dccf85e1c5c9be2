/**
 * @param {string} s
 * @return {string}
 */
var decodeString = function(s) {
    const stack = [];
    let cur = '', k = 0;
    for (const c of s) {
        if (c >= '0' && c <= '9') {
            k = k * 10 + Number(c);
        } else if (c === '[') {
            stack.push([cur, k]);
            cur = '';
            k = 0;
        } else if (c === ']') {
            const [prev, times] = stack.pop();
            cur = prev + cur.repeat(times);
        } else {
            cur += c;
        }
    }
    return cur;
};
