type MinStack struct {
    stack []int
    mins  []int
}

func Constructor() MinStack {
    return MinStack{}
}

func (this *MinStack) Push(val int) {
    this.stack = append(this.stack, val)
    if len(this.mins) == 0 || val < this.mins[len(this.mins)-1] {
        this.mins = append(this.mins, val)
    } else {
        this.mins = append(this.mins, this.mins[len(this.mins)-1])
    }
}

func (this *MinStack) Pop() {
    this.stack = this.stack[:len(this.stack)-1]
    this.mins = this.mins[:len(this.mins)-1]
}

func (this *MinStack) Top() int {
    return this.stack[len(this.stack)-1]
}

func (this *MinStack) GetMin() int {
    return this.mins[len(this.mins)-1]
}
