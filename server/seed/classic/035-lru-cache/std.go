type entry struct {
    key, value int
    prev, next *entry
}

type LRUCache struct {
    capacity int
    items    map[int]*entry
    head     *entry
}

func Constructor(capacity int) LRUCache {
    head := &entry{}
    head.prev, head.next = head, head
    return LRUCache{capacity: capacity, items: map[int]*entry{}, head: head}
}

func (this *LRUCache) unlink(e *entry) {
    e.prev.next, e.next.prev = e.next, e.prev
}

func (this *LRUCache) pushFront(e *entry) {
    e.prev, e.next = this.head, this.head.next
    this.head.next.prev = e
    this.head.next = e
}

func (this *LRUCache) Get(key int) int {
    e, ok := this.items[key]
    if !ok {
        return -1
    }
    this.unlink(e)
    this.pushFront(e)
    return e.value
}

func (this *LRUCache) Put(key int, value int) {
    if e, ok := this.items[key]; ok {
        e.value = value
        this.unlink(e)
        this.pushFront(e)
        return
    }
    e := &entry{key: key, value: value}
    this.items[key] = e
    this.pushFront(e)
    if len(this.items) > this.capacity {
        last := this.head.prev
        this.unlink(last)
        delete(this.items, last.key)
    }
}
