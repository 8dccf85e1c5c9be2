// Special judge: any palindromic substring of s with the maximum length is accepted.
// argv: input (N.in: s as a JSON string), output (the program's), answer (N.out: one optimal answer).
// Exit 0 = accepted, 1 = wrong answer; the message goes to stderr.
#include <bits/stdc++.h>
using namespace std;

static string readAll(const char* path) {
    ifstream in(path);
    stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

static string trim(const string& s) {
    size_t a = s.find_first_not_of(" \t\r\n"), b = s.find_last_not_of(" \t\r\n");
    return a == string::npos ? "" : s.substr(a, b - a + 1);
}

// a JSON string literal of letters and digits only (no escapes): its content; false otherwise
static bool plainString(const string& text, string& out) {
    string t = trim(text);
    if (t.size() < 2 || t.front() != '"' || t.back() != '"') return false;
    out = t.substr(1, t.size() - 2);
    return out.find('"') == string::npos && out.find('\\') == string::npos;
}

static int wrong(const string& msg) {
    fprintf(stderr, "%s\n", msg.c_str());
    return 1;
}

int main(int argc, char** argv) {
    if (argc < 4) return 3;
    string input = readAll(argv[1]), s, got, want;
    if (!plainString(input.substr(0, input.find('\n')), s) || !plainString(readAll(argv[3]), want)) return 3;
    if (!plainString(readAll(argv[2]), got)) return wrong("返回值应是一个（只含字母和数字的）字符串");
    if (s.find(got) == string::npos) return wrong("\"" + got.substr(0, 40) + "\" 不是 s 的子串");
    if (!equal(got.begin(), got.end(), got.rbegin())) return wrong("\"" + got.substr(0, 40) + "\" 不是回文串");
    if (got.size() != want.size())
        return wrong("回文子串长度为 " + to_string(got.size()) + "，最长的长度是 " + to_string(want.size()));
    return 0;
}
