/**
 * @param {string} s
 * @return {boolean}
 */
var isValid = function(s) {
    const pairs = { ')': '(', ']': '[', '}': '{' };
    const stack = [];
    for (const c of s) {
        if (pairs[c]) {
            if (stack.length === 0 || stack[stack.length - 1] !== pairs[c]) return false;
            stack.pop();
        } else {
            stack.push(c);
        }
    }
    return stack.length === 0;
};
