type Trie struct {
    next [26]*Trie
    end  bool
}

func Constructor() Trie {
    return Trie{}
}

func (this *Trie) Insert(word string) {
    cur := this
    for i := 0; i < len(word); i++ {
        c := word[i] - 'a'
        if cur.next[c] == nil {
            cur.next[c] = &Trie{}
        }
        cur = cur.next[c]
    }
    cur.end = true
}

func (this *Trie) walk(s string) *Trie {
    cur := this
    for i := 0; i < len(s) && cur != nil; i++ {
        cur = cur.next[s[i]-'a']
    }
    return cur
}

func (this *Trie) Search(word string) bool {
    node := this.walk(word)
    return node != nil && node.end
}

func (this *Trie) StartsWith(prefix string) bool {
    return this.walk(prefix) != nil
}
