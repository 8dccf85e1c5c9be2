// looks for a repeated value instead of a repeated node
class Solution {
public:
    bool hasCycle(ListNode *head) {
        unordered_set<int> seen;
        for (int steps = 0; head && steps < 20000; head = head->next, steps++) {
            if (seen.count(head->val)) return true;
            seen.insert(head->val);
        }
        return false;
    }
};
