class Solution {
    public boolean canFinish(int numCourses, int[][] prerequisites) {
        List<List<Integer>> g = new ArrayList<>();
        for (int i = 0; i < numCourses; i++) g.add(new ArrayList<>());
        int[] indeg = new int[numCourses];
        for (int[] p : prerequisites) {
            g.get(p[1]).add(p[0]);
            indeg[p[0]]++;
        }
        Deque<Integer> queue = new ArrayDeque<>();
        for (int i = 0; i < numCourses; i++) if (indeg[i] == 0) queue.offer(i);
        int learned = 0;
        while (!queue.isEmpty()) {
            int u = queue.poll();
            learned++;
            for (int v : g.get(u)) if (--indeg[v] == 0) queue.offer(v);
        }
        return learned == numCourses;
    }
}
