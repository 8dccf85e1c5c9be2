// Cases: [n]: every n from 1 to 8 (the examples first), 8 again as the largest
module.exports = () => [[3], [1], [2], [4], [5], [6], [7], [8], [8], [7]];
