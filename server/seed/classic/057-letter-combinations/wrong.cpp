// 空输入时返回了 [""]（一个空串），题目要求返回空列表
class Solution {
public:
    vector<string> letterCombinations(string digits) {
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
