class LRUCache {
    private items = new Map<number, number>();

    constructor(private capacity: number) {}

    get(key: number): number {
        if (!this.items.has(key)) return -1;
        const value = this.items.get(key)!;
        this.items.delete(key);
        this.items.set(key, value);
        return value;
    }

    put(key: number, value: number): void {
        this.items.delete(key);
        this.items.set(key, value);
        if (this.items.size > this.capacity) this.items.delete(this.items.keys().next().value!);
    }
}
