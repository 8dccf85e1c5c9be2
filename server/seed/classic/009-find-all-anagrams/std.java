class Solution {
    public List<Integer> findAnagrams(String s, String p) {
        List<Integer> ans = new ArrayList<>();
        int n = s.length(), m = p.length();
        if (m > n) return ans;
        int[] diff = new int[26];
        for (int i = 0; i < m; i++) {
            diff[p.charAt(i) - 'a']--;
            diff[s.charAt(i) - 'a']++;
        }
        int bad = 0;
        for (int d : diff) if (d != 0) bad++;
        if (bad == 0) ans.add(0);
        for (int i = m; i < n; i++) {
            int in = s.charAt(i) - 'a', out = s.charAt(i - m) - 'a';
            if (diff[in] == 0) bad++;
            if (++diff[in] == 0) bad--;
            if (diff[out] == 0) bad++;
            if (--diff[out] == 0) bad--;
            if (bad == 0) ans.add(i - m + 1);
        }
        return ans;
    }
}
