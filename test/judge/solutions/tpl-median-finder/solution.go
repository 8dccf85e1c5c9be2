type MedianFinder struct {
	xs []int
}

func Constructor() MedianFinder { return MedianFinder{} }

func (this *MedianFinder) AddNum(num int) {
	i := sort.SearchInts(this.xs, num)
	this.xs = append(this.xs, 0)
	copy(this.xs[i+1:], this.xs[i:])
	this.xs[i] = num
}

func (this *MedianFinder) FindMedian() float64 {
	n := len(this.xs)
	if n%2 == 1 {
		return float64(this.xs[n/2])
	}
	return float64(this.xs[n/2-1]+this.xs[n/2]) / 2
}
