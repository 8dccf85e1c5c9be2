class MedianFinder {
    private final PriorityQueue<Integer> lo = new PriorityQueue<>(Collections.reverseOrder()), hi = new PriorityQueue<>();
    public MedianFinder() {}
    public void addNum(int num) {
        lo.add(num); hi.add(lo.poll());
        if (hi.size() > lo.size()) lo.add(hi.poll());
    }
    public double findMedian() { return lo.size() > hi.size() ? lo.peek() : (lo.peek() + hi.peek()) / 2.0; }
}
