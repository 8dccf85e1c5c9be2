// compares values instead of nodes: stops at the first position where the values agree
class Solution {
public:
    ListNode *getIntersectionNode(ListNode *headA, ListNode *headB) {
        int la = 0, lb = 0;
        for (ListNode* p = headA; p; p = p->next) la++;
        for (ListNode* p = headB; p; p = p->next) lb++;
        for (; la > lb; la--) headA = headA->next;
        for (; lb > la; lb--) headB = headB->next;
        while (headA && headA->val != headB->val) {
            headA = headA->next;
            headB = headB->next;
        }
        return headA;
    }
};
