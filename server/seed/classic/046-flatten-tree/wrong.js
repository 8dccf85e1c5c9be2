// inorder instead of preorder
var flatten = function(root) {
    const order = [];
    const walk = (n) => { if (n) { walk(n.left); order.push(n); walk(n.right); } };
    walk(root);
    if (!root) return;
    // keeps root first (the caller holds it) but the rest in inorder
    const rest = order.filter((n) => n !== root);
    let cur = root;
    for (const n of rest) { cur.left = null; cur.right = n; cur = n; }
    cur.left = null;
    cur.right = null;
};
