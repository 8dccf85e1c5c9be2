// 只比较"全摘偶数位"和"全摘奇数位"：[5,1,1,5] 这种跳两格更优的情况错了
func rob(nums []int) int {
    even, odd := 0, 0
    for i, x := range nums {
        if i%2 == 0 {
            even += x
        } else {
            odd += x
        }
    }
    if even > odd {
        return even
    }
    return odd
}
