// @ts-check
/**
 * Short CSS-module class names in the production build (next.config.js): `c` and six characters
 * of a hash of the file's path and the class's name, instead of Next's `Events_pictureFrame__X_oq2`.
 * Every page's JavaScript carries its modules' class maps and every page's HTML and CSS their
 * names, so the long names cost bytes on every load (docs/DECISIONS.md, "Short class names in
 * production"). The server's and the browser's compilations call the same function, so a page's
 * HTML and its scripts agree; two classes that would get one name stop the build. The development
 * server keeps Next's readable names.
 */
const crypto = require('crypto');
const path = require('path');

/** @type {Map<string, string>} short name -> `path#class`, across the build's compilations. */
const taken = new Map();

/**
 * css-loader's `getLocalIdent`.
 * @param {{ rootContext: string; resourcePath: string }} context the loader's context
 * @param {string} _localIdentName unused (the name is made here)
 * @param {string} exportName the class's name in the module
 * @returns {string}
 */
function shortLocalIdent(context, _localIdentName, exportName) {
  const file = path.relative(context.rootContext, context.resourcePath).replace(/\\+/g, '/');
  const key = `${file}#${exportName}`;
  const name = `c${crypto.createHash('sha1').update(key).digest('base64url').slice(0, 6)}`;
  const holder = taken.get(name);
  if (holder !== undefined && holder !== key) throw new Error(`CSS class names ${holder} and ${key} would both be .${name}`);
  taken.set(name, key);
  return name;
}

/**
 * Sets `shortLocalIdent` on every css-loader of the webpack configuration that builds CSS modules.
 * @param {any} config webpack's configuration as Next gives it (Next types it `any`)
 */
function shortenClassNames(config) {
  /** @param {any} rule */
  const visit = (rule) => {
    if (!rule || typeof rule !== 'object') return;
    if (Array.isArray(rule.oneOf)) rule.oneOf.forEach(visit);
    if (Array.isArray(rule.rules)) rule.rules.forEach(visit);
    const uses = Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : [];
    for (const use of uses) {
      const modules = use && typeof use === 'object' && typeof use.loader === 'string' && use.loader.includes('css-loader') ? use.options?.modules : null;
      if (modules && typeof modules === 'object' && typeof modules.getLocalIdent === 'function') modules.getLocalIdent = shortLocalIdent;
    }
  };
  (config.module?.rules ?? []).forEach(visit);
}

module.exports = { shortenClassNames };
