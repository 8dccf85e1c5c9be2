# search 只检查路径是否存在，没有检查单词结束标记：前缀也被当成了单词
class Trie:

    def __init__(self):
        self.root = {}

    def insert(self, word: str) -> None:
        node = self.root
        for c in word:
            node = node.setdefault(c, {})

    def search(self, word: str) -> bool:
        node = self.root
        for c in word:
            if c not in node:
                return False
            node = node[c]
        return True

    def startsWith(self, prefix: str) -> bool:
        return self.search(prefix)
