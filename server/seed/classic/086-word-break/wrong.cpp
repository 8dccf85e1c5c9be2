// 贪心：每次从当前位置取词典里最长的能匹配的单词，不回头
class Solution {
public:
    bool wordBreak(string s, vector<string>& wordDict) {
        int i = 0;
        while (i < (int)s.size()) {
            int best = 0;
            for (auto& w : wordDict)
                if ((int)w.size() > best && s.compare(i, w.size(), w) == 0) best = w.size();
            if (best == 0) return false;
            i += best;
        }
        return true;
    }
};
