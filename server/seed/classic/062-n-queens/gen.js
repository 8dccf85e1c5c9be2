// Cases: [n]: every n from 1 to 9 (2 and 3 have no solution), 9 again
module.exports = () => [[4], [1], [2], [3], [5], [6], [7], [8], [9], [9]];
