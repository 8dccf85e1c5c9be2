class Solution {
public:
    vector<string> letterCombinations(string digits) {
        if (digits.empty()) return {};
        const vector<string> keys = {"", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"};
        vector<string> res = {""};
        for (char d : digits) {
            vector<string> next;
            for (const string& s : res)
                for (char c : keys[d - '0']) next.push_back(s + c);
            res = next;
        }
        return res;
    }
};
