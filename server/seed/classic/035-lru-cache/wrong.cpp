// evicts in insertion order: a get does not refresh the key (FIFO, not LRU)
class LRUCache {
    int cap;
    queue<int> order;
    unordered_map<int, int> values;
public:
    LRUCache(int capacity) : cap(capacity) {}

    int get(int key) {
        auto it = values.find(key);
        return it == values.end() ? -1 : it->second;
    }

    void put(int key, int value) {
        if (!values.count(key)) order.push(key);
        values[key] = value;
        if ((int)values.size() > cap) {
            values.erase(order.front());
            order.pop();
        }
    }
};
