// Stylesheets imported by components are irrelevant to unit tests.
module.exports = {};
