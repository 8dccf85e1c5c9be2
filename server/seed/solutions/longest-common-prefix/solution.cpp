class Solution {
public:
    string longestCommonPrefix(vector<string>& strs) {
        if (strs.empty()) return "";
        string p = strs[0];
        for (auto& s : strs) {
            size_t k = 0;
            while (k < p.size() && k < s.size() && p[k] == s[k]) k++;
            p = p.substr(0, k);
        }
        // keep whole UTF-8 characters
        while (!p.empty() && (unsigned char)p.back() >= 0x80) {
            size_t start = p.size() - 1;
            while (start > 0 && ((unsigned char)p[start] & 0xC0) == 0x80) start--;
            unsigned char lead = p[start];
            size_t len = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
            if (p.size() - start == len) break;
            p.erase(start);
        }
        return p;
    }
};
