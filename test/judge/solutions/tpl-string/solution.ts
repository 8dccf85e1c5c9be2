function longestCommonPrefix(strs: string[]): string {
    let p = strs.length ? strs[0] : '';
    for (const s of strs) {
        let k = 0;
        while (k < p.length && k < s.length && p[k] === s[k]) k++;
        p = p.slice(0, k);
    }
    return p;
}
