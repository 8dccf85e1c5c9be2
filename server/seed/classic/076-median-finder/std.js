// 值域只有 [-1e5, 1e5]：用树状数组按名次找中位数
var MedianFinder = function() {
    this.OFFSET = 100001;
    this.tree = new Array(200003).fill(0);
    this.count = 0;
};

MedianFinder.prototype._kth = function(k) {
    // 找第 k 小（1 起）：树状数组上倍增
    let pos = 0;
    for (let step = 1 << 17; step > 0; step >>= 1) {
        if (pos + step < this.tree.length && this.tree[pos + step] < k) {
            pos += step;
            k -= this.tree[pos];
        }
    }
    return pos + 1 - this.OFFSET;
};

/**
 * @param {number} num
 * @return {void}
 */
MedianFinder.prototype.addNum = function(num) {
    for (let i = num + this.OFFSET; i < this.tree.length; i += i & -i) this.tree[i]++;
    this.count++;
};

/**
 * @return {number}
 */
MedianFinder.prototype.findMedian = function() {
    const n = this.count;
    if (n % 2) return this._kth((n + 1) / 2);
    return (this._kth(n / 2) + this._kth(n / 2 + 1)) / 2;
};
