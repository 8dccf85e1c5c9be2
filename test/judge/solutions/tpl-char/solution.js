var findTheDifference = function(s, t) {
    let x = 0;
    for (const c of s + t) x ^= c.charCodeAt(0);
    return String.fromCharCode(x);
};
