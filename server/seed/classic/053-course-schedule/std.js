/**
 * @param {number} numCourses
 * @param {number[][]} prerequisites
 * @return {boolean}
 */
var canFinish = function(numCourses, prerequisites) {
    const g = Array.from({ length: numCourses }, () => []);
    const indeg = new Array(numCourses).fill(0);
    for (const [a, b] of prerequisites) {
        g[b].push(a);
        indeg[a]++;
    }
    const queue = [];
    for (let i = 0; i < numCourses; i++) if (indeg[i] === 0) queue.push(i);
    for (let k = 0; k < queue.length; k++) {
        for (const v of g[queue[k]]) {
            if (--indeg[v] === 0) queue.push(v);
        }
    }
    return queue.length === numCourses;
};
