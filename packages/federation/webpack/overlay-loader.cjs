// @ts-check
// Build-time overlay (see QUIZ_BUILD_OVERLAY in create-config.mjs): replaces a module's source with the
// overlay file at the same path under the overlay folder; the module keeps its place, so its imports
// resolve as before.
const fs = require('node:fs');
const path = require('node:path');

/** @this {import('webpack').LoaderContext<{ overlay: string; root: string }>} @param {string} source */
module.exports = function overlayLoader(source) {
  const { overlay, root } = this.getOptions();
  const file = path.join(overlay, path.relative(root, this.resourcePath));
  if (!fs.existsSync(file)) return source;
  this.addDependency(file);
  return fs.readFileSync(file, 'utf8');
};
