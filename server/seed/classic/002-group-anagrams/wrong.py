# removes duplicate words from each group
class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        groups = defaultdict(set)
        for s in strs:
            groups[''.join(sorted(s))].add(s)
        return [list(g) for g in groups.values()]
