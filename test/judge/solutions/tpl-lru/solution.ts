class LRUCache {
    private m = new Map<number, number>();
    constructor(private capacity: number) {}

    get(key: number): number {
        if (!this.m.has(key)) return -1;
        const v = this.m.get(key)!;
        this.m.delete(key);
        this.m.set(key, v);
        return v;
    }

    put(key: number, value: number): void {
        this.m.delete(key);
        this.m.set(key, value);
        if (this.m.size > this.capacity) this.m.delete(this.m.keys().next().value!);
    }
}
