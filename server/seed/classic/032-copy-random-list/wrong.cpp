// copies next pointers but keeps random pointing into the original list
class Solution {
public:
    Node* copyRandomList(Node* head) {
        Node dummy(0);
        Node* tail = &dummy;
        for (Node* p = head; p; p = p->next) {
            tail->next = new Node(p->val);
            tail = tail->next;
            tail->random = p->random;
        }
        return dummy.next;
    }
};
