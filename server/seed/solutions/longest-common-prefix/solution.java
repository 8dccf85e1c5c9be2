class Solution {
    public String longestCommonPrefix(String[] strs) {
        if (strs.length == 0) return "";
        String p = strs[0];
        for (String s : strs) {
            int k = 0;
            while (k < p.length() && k < s.length() && p.charAt(k) == s.charAt(k)) k++;
            p = p.substring(0, k);
        }
        return p;
    }
}
