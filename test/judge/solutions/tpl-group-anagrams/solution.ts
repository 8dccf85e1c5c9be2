function groupAnagrams(strs: string[]): string[][] {
    const m = new Map<string, string[]>();
    for (const s of strs) {
        const k = [...s].sort().join('');
        m.set(k, [...(m.get(k) ?? []), s]);
    }
    return Array.from(m.values());
}
