class Solution {
public:
    bool wordBreak(string s, vector<string>& wordDict) {
        unordered_set<string> dict(wordDict.begin(), wordDict.end());
        int n = s.size();
        vector<bool> dp(n + 1, false);
        dp[0] = true;
        for (int i = 1; i <= n; i++)
            for (int j = max(0, i - 20); j < i && !dp[i]; j++)
                if (dp[j] && dict.count(s.substr(j, i - j))) dp[i] = true;
        return dp[n];
    }
};
