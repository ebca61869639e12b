// Chromium comes from Debian's packages (see .ci/run); never download a browser build.
module.exports = { skipDownload: true };
