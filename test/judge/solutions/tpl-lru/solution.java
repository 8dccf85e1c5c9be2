class LRUCache {
    class Node { int key, val; Node prev, next; Node(int k, int v) { key = k; val = v; } }
    private final Map<Integer, Node> map = new HashMap<>();
    private final Node head = new Node(0, 0), tail = new Node(0, 0);
    private final int capacity;
    public LRUCache(int capacity) { this.capacity = capacity; head.next = tail; tail.prev = head; }
    public int get(int key) {
        Node n = map.get(key);
        if (n == null) return -1;
        unlink(n); front(n);
        return n.val;
    }
    public void put(int key, int value) {
        Node n = map.get(key);
        if (n != null) { n.val = value; unlink(n); front(n); return; }
        n = new Node(key, value); map.put(key, n); front(n);
        if (map.size() > capacity) { Node last = tail.prev; unlink(last); map.remove(last.key); }
    }
    private void unlink(Node n) { n.prev.next = n.next; n.next.prev = n.prev; }
    private void front(Node n) { n.next = head.next; n.prev = head; head.next.prev = n; head.next = n; }
}
