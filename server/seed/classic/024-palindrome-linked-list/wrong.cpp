// compares the first and last values only
class Solution {
public:
    bool isPalindrome(ListNode* head) {
        ListNode* tail = head;
        while (tail->next) tail = tail->next;
        return head->val == tail->val;
    }
};
