// Stylesheets are the bundler's business; in Jest an imported .css file is an empty module.
module.exports = {};
