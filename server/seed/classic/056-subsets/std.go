func subsets(nums []int) [][]int {
    res := [][]int{{}}
    for _, x := range nums {
        size := len(res)
        for i := 0; i < size; i++ {
            s := append(append([]int{}, res[i]...), x)
            res = append(res, s)
        }
    }
    return res
}
