func majorityElement(nums []int) int {
    cand, cnt := 0, 0
    for _, x := range nums {
        if cnt == 0 {
            cand = x
        }
        if x == cand {
            cnt++
        } else {
            cnt--
        }
    }
    return cand
}
