type Node struct {
	key, val   int
	prev, next *Node
}

type LRUCache struct {
	cap        int
	m          map[int]*Node
	head, tail *Node
}

func Constructor(capacity int) LRUCache {
	h, t := &Node{}, &Node{}
	h.next, t.prev = t, h
	return LRUCache{cap: capacity, m: map[int]*Node{}, head: h, tail: t}
}

func (this *LRUCache) unlink(n *Node) { n.prev.next, n.next.prev = n.next, n.prev }
func (this *LRUCache) front(n *Node) {
	n.next, n.prev = this.head.next, this.head
	this.head.next.prev = n
	this.head.next = n
}

func (this *LRUCache) Get(key int) int {
	n, ok := this.m[key]
	if !ok {
		return -1
	}
	this.unlink(n)
	this.front(n)
	return n.val
}

func (this *LRUCache) Put(key int, value int) {
	if n, ok := this.m[key]; ok {
		n.val = value
		this.unlink(n)
		this.front(n)
		return
	}
	n := &Node{key: key, val: value}
	this.m[key] = n
	this.front(n)
	if len(this.m) > this.cap {
		last := this.tail.prev
		this.unlink(last)
		delete(this.m, last.key)
	}
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * obj := Constructor(capacity);
 * param_1 := obj.Get(key);
 * obj.Put(key,value);
 */
