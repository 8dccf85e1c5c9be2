// Accepts any height-balanced BST whose inorder is the input array.
// checker <input> <output> <answer>: exit 0 accepted, 1 wrong answer (reason on stderr).
#include <bits/stdc++.h>
using namespace std;

// a JSON array of integers and nulls, read token by token; false when malformed
static bool parseArray(const string& text, vector<optional<long long>>& out) {
    size_t i = 0;
    auto ws = [&] { while (i < text.size() && isspace((unsigned char)text[i])) i++; };
    ws();
    if (i >= text.size() || text[i] != '[') return false;
    i++;
    ws();
    if (i < text.size() && text[i] == ']') return true;
    while (true) {
        ws();
        if (text.compare(i, 4, "null") == 0) {
            out.push_back(nullopt);
            i += 4;
        } else {
            size_t j = i;
            if (j < text.size() && text[j] == '-') j++;
            if (j >= text.size() || !isdigit((unsigned char)text[j])) return false;
            while (j < text.size() && isdigit((unsigned char)text[j])) j++;
            out.push_back(stoll(text.substr(i, j - i)));
            i = j;
        }
        ws();
        if (i < text.size() && text[i] == ',') { i++; continue; }
        if (i < text.size() && text[i] == ']') { i++; break; }
        return false;
    }
    ws();
    return i == text.size();
}

static string slurp(const char* path) {
    ifstream f(path);
    stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

static int wrong(const string& why) {
    fprintf(stderr, "%s\n", why.c_str());
    return 1;
}

int main(int argc, char** argv) {
    if (argc < 4) return 3;
    string input = slurp(argv[1]);
    vector<optional<long long>> nums, tree;
    if (!parseArray(input.substr(0, input.find('\n')), nums)) return 3;
    if (!parseArray(slurp(argv[2]), tree)) return wrong("输出不是层序表示的二叉树");
    // rebuild from level order
    int n = tree.size();
    vector<int> left, right;
    vector<long long> val;
    if (n && tree[0]) {
        val.push_back(*tree[0]);
        left.push_back(-1), right.push_back(-1);
        size_t k = 1;
        for (size_t h = 0; h < val.size() && k < tree.size(); h++) {
            for (int side = 0; side < 2 && k < tree.size(); side++, k++) {
                if (!tree[k]) continue;
                val.push_back(*tree[k]);
                left.push_back(-1), right.push_back(-1);
                (side ? right : left)[h] = val.size() - 1;
            }
        }
        if (k < tree.size()) return wrong("层序序列中有无法挂到树上的节点");
    } else if (n) {
        return wrong("根节点不能为 null");
    }
    if (val.size() != nums.size()) return wrong("树的节点数为 " + to_string(val.size()) + "，应为 " + to_string(nums.size()));
    // iterative inorder and heights
    vector<long long> order;
    vector<int> height(val.size(), 0), st;
    int cur = val.empty() ? -1 : 0;
    while (cur != -1 || !st.empty()) {
        while (cur != -1) st.push_back(cur), cur = left[cur];
        cur = st.back();
        st.pop_back();
        order.push_back(val[cur]);
        cur = right[cur];
    }
    for (size_t i = 0; i < order.size(); i++)
        if (order[i] != *nums[i]) return wrong("中序遍历与输入数组不同（第 " + to_string(i + 1) + " 个值）");
    for (int v = (int)val.size() - 1; v >= 0; v--) {
        int hl = left[v] == -1 ? 0 : height[left[v]], hr = right[v] == -1 ? 0 : height[right[v]];
        if (abs(hl - hr) > 1) return wrong("值为 " + to_string(val[v]) + " 的节点左右子树高度相差 " + to_string(abs(hl - hr)));
        height[v] = 1 + max(hl, hr);
    }
    return 0;
}
