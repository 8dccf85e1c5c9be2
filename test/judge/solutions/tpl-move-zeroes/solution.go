func moveZeroes(nums []int) {
	fmt.Println("debug", nums)
	k := 0
	for _, x := range nums {
		if x != 0 {
			nums[k] = x
			k++
		}
	}
	for ; k < len(nums); k++ {
		nums[k] = 0
	}
}
