class Solution {
    public boolean wordBreak(String s, List<String> wordDict) {
        Set<String> d = new HashSet<>(wordDict);
        boolean[] ok = new boolean[s.length() + 1];
        ok[0] = true;
        for (int i = 1; i <= s.length(); i++)
            for (int j = 0; j < i && !ok[i]; j++) ok[i] = ok[j] && d.contains(s.substring(j, i));
        return ok[s.length()];
    }
}
