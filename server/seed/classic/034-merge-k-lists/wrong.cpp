// merges the lists one after another, but stops before the last one (off by one)
class Solution {
    ListNode* merge(ListNode* a, ListNode* b) {
        ListNode dummy;
        ListNode* tail = &dummy;
        while (a && b) {
            if (a->val <= b->val) tail->next = a, a = a->next;
            else tail->next = b, b = b->next;
            tail = tail->next;
        }
        tail->next = a ? a : b;
        return dummy.next;
    }
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        ListNode* ans = nullptr;
        for (size_t i = 0; i + 1 < lists.size(); i++) ans = merge(ans, lists[i]);
        return ans;
    }
};
