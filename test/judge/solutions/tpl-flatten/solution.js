var flatten = function(root) {
    for (let cur = root; cur; cur = cur.right) {
        if (cur.left) {
            let p = cur.left;
            while (p.right) p = p.right;
            p.right = cur.right; cur.right = cur.left; cur.left = null;
        }
    }
};
