// only looks at the highest bar to the left: water spills over the right end unnoticed
class Solution {
public:
    int trap(vector<int>& height) {
        int lmax = 0, water = 0;
        for (int h : height) {
            lmax = max(lmax, h);
            water += lmax - h;
        }
        return water;
    }
};
