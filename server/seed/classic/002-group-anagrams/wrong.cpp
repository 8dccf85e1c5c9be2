// keys on the set of letters: "ab" and "aab" land in the same group
class Solution {
public:
    vector<vector<string>> groupAnagrams(vector<string>& strs) {
        map<set<char>, vector<string>> groups;
        for (auto& s : strs) groups[set<char>(s.begin(), s.end())].push_back(s);
        vector<vector<string>> ans;
        for (auto& [key, words] : groups) ans.push_back(words);
        return ans;
    }
};
