// jumps left to the previous occurrence even when it lies before the window ("abba")
class Solution {
public:
    int lengthOfLongestSubstring(string s) {
        vector<int> last(128, -1);
        int best = 0, left = 0;
        for (int i = 0; i < (int)s.size(); i++) {
            if (last[s[i]] >= 0) left = last[s[i]] + 1;
            last[s[i]] = i;
            best = max(best, i - left + 1);
        }
        return best;
    }
};
