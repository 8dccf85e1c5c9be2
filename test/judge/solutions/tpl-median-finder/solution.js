class MedianFinder {
    constructor() { this.xs = []; }
    addNum(num) {
        let lo = 0, hi = this.xs.length;
        while (lo < hi) { const mid = (lo + hi) >> 1; if (this.xs[mid] < num) lo = mid + 1; else hi = mid; }
        this.xs.splice(lo, 0, num);
    }
    findMedian() {
        const n = this.xs.length;
        return n % 2 ? this.xs[n >> 1] : (this.xs[n / 2 - 1] + this.xs[n / 2]) / 2;
    }
}
