function wordBreak(s: string, wordDict: string[]): boolean {
    const d = new Set(wordDict);
    const ok: boolean[] = [true];
    for (let i = 1; i <= s.length; i++) {
        ok[i] = false;
        for (let j = 0; j < i && !ok[i]; j++) ok[i] = ok[j] && d.has(s.slice(j, i));
    }
    return ok[s.length];
}
