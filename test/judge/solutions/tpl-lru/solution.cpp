struct Node { int key, val; Node *prev, *next; Node(int k, int v) : key(k), val(v), prev(nullptr), next(nullptr) {} };
class LRUCache {
    int cap;
    unordered_map<int, Node*> m;
    Node *head, *tail;
    void unlink(Node* n) { n->prev->next = n->next; n->next->prev = n->prev; }
    void front(Node* n) { n->next = head->next; n->prev = head; head->next->prev = n; head->next = n; }
public:
    LRUCache(int capacity) : cap(capacity) { head = new Node(0, 0); tail = new Node(0, 0); head->next = tail; tail->prev = head; }
    int get(int key) {
        auto it = m.find(key);
        if (it == m.end()) return -1;
        unlink(it->second); front(it->second);
        return it->second->val;
    }
    void put(int key, int value) {
        auto it = m.find(key);
        if (it != m.end()) { it->second->val = value; unlink(it->second); front(it->second); return; }
        Node* n = new Node(key, value); m[key] = n; front(n);
        if ((int)m.size() > cap) { Node* last = tail->prev; unlink(last); m.erase(last->key); delete last; }
    }
};

/**
 * Your LRUCache object will be instantiated and called as such:
 * LRUCache* obj = new LRUCache(capacity);
 * int param_1 = obj->get(key);
 * obj->put(key,value);
 */
