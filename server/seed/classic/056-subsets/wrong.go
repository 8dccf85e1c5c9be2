// 经典的 Go 切片陷阱：append 复用了底层数组，后面的子集把前面的改掉了
func subsets(nums []int) [][]int {
    res := [][]int{{}}
    for _, x := range nums {
        size := len(res)
        for i := 0; i < size; i++ {
            res = append(res, append(res[i], x))
        }
    }
    return res
}
