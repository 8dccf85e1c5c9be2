class Solution {
    public String decodeString(String s) {
        Deque<StringBuilder> strs = new ArrayDeque<>();
        Deque<Integer> counts = new ArrayDeque<>();
        StringBuilder cur = new StringBuilder();
        int k = 0;
        for (char c : s.toCharArray()) {
            if (Character.isDigit(c)) {
                k = k * 10 + (c - '0');
            } else if (c == '[') {
                strs.push(cur);
                counts.push(k);
                cur = new StringBuilder();
                k = 0;
            } else if (c == ']') {
                StringBuilder prev = strs.pop();
                int times = counts.pop();
                String piece = cur.toString();
                for (int i = 0; i < times; i++) prev.append(piece);
                cur = prev;
            } else {
                cur.append(c);
            }
        }
        return cur.toString();
    }
}
