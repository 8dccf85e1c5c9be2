class Solution {
    public Node copyRandomList(Node head) {
        Map<Node, Node> m = new HashMap<>();
        for (Node p = head; p != null; p = p.next) m.put(p, new Node(p.val));
        for (Node p = head; p != null; p = p.next) { m.get(p).next = m.get(p.next); m.get(p).random = m.get(p.random); }
        return m.get(head);
    }
}
