// 在 n-1 对的每个答案外面包一层、左边加 ()、右边加 ()：漏掉了 (())(()) 这类，且 ()() 系列会重复
class Solution {
    public List<String> generateParenthesis(int n) {
        Set<String> cur = new LinkedHashSet<>();
        cur.add("()");
        for (int i = 2; i <= n; i++) {
            Set<String> next = new LinkedHashSet<>();
            for (String s : cur) {
                next.add("(" + s + ")");
                next.add("()" + s);
                next.add(s + "()");
            }
            cur = next;
        }
        return new ArrayList<>(cur);
    }
}
