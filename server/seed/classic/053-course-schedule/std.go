func canFinish(numCourses int, prerequisites [][]int) bool {
    g := make([][]int, numCourses)
    indeg := make([]int, numCourses)
    for _, p := range prerequisites {
        g[p[1]] = append(g[p[1]], p[0])
        indeg[p[0]]++
    }
    queue := []int{}
    for i := 0; i < numCourses; i++ {
        if indeg[i] == 0 {
            queue = append(queue, i)
        }
    }
    for k := 0; k < len(queue); k++ {
        for _, v := range g[queue[k]] {
            indeg[v]--
            if indeg[v] == 0 {
                queue = append(queue, v)
            }
        }
    }
    return len(queue) == numCourses
}
