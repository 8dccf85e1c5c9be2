// counts distinct characters instead of the longest window
var lengthOfLongestSubstring = function(s) {
    return new Set(s).size;
};
