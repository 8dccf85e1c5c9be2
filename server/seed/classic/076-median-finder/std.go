type MedianFinder struct {
    low  *maxHeap
    high *minHeap
}

type minHeap struct{ sort.IntSlice }

func (h *minHeap) Push(v interface{}) { h.IntSlice = append(h.IntSlice, v.(int)) }
func (h *minHeap) Pop() interface{} {
    a := h.IntSlice
    v := a[len(a)-1]
    h.IntSlice = a[:len(a)-1]
    return v
}

type maxHeap struct{ minHeap }

func (h maxHeap) Less(i, j int) bool { return h.IntSlice[i] > h.IntSlice[j] }

func Constructor() MedianFinder {
    return MedianFinder{&maxHeap{}, &minHeap{}}
}

func (this *MedianFinder) AddNum(num int) {
    heap.Push(this.low, num)
    heap.Push(this.high, heap.Pop(this.low))
    if this.high.Len() > this.low.Len() {
        heap.Push(this.low, heap.Pop(this.high))
    }
}

func (this *MedianFinder) FindMedian() float64 {
    if this.low.Len() > this.high.Len() {
        return float64(this.low.IntSlice[0])
    }
    return float64(this.low.IntSlice[0]+this.high.IntSlice[0]) / 2
}
