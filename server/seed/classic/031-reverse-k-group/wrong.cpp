// also reverses the last group when it has fewer than k nodes
class Solution {
public:
    ListNode* reverseKGroup(ListNode* head, int k) {
        ListNode dummy(0, head);
        ListNode* prev = &dummy;
        while (prev->next) {
            ListNode *first = prev->next, *p = first, *q = nullptr;
            int cnt = 0;
            while (p && cnt < k) {
                ListNode* t = p->next;
                p->next = q;
                q = p;
                p = t;
                cnt++;
            }
            prev->next = q;
            first->next = p;
            prev = first;
        }
        return dummy.next;
    }
};
