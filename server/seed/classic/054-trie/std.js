var Trie = function() {
    this.root = { children: {}, end: false };
};

Trie.prototype._walk = function(s) {
    let node = this.root;
    for (const c of s) {
        node = node.children[c];
        if (!node) return null;
    }
    return node;
};

/**
 * @param {string} word
 * @return {void}
 */
Trie.prototype.insert = function(word) {
    let node = this.root;
    for (const c of word) {
        if (!node.children[c]) node.children[c] = { children: {}, end: false };
        node = node.children[c];
    }
    node.end = true;
};

/**
 * @param {string} word
 * @return {boolean}
 */
Trie.prototype.search = function(word) {
    const node = this._walk(word);
    return node !== null && node.end;
};

/**
 * @param {string} prefix
 * @return {boolean}
 */
Trie.prototype.startsWith = function(prefix) {
    return this._walk(prefix) !== null;
};
