// @ts-check
/**
 * A webpack plugin for the browser build (next.config.js): every JavaScript file of an initial
 * chunk (React, Next's client, `_app`, each page's own chunks) starts with V8's explicit compile
 * hint, `//# allFunctionsCalledOnLoad`. Chromium (136 and later) then compiles the file's
 * functions while it streams the script, on a background thread, instead of compiling each on
 * the main thread the first time it is called during load and hydration. Other engines read a
 * comment. Chunks loaded later (dialogs, the player, axios, the realtime client) are left as
 * they are: only some of their functions run. docs/DECISIONS.md, "Compile hints on first-load
 * scripts".
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /**
   * @param {any} compiler webpack's compiler; Next bundles webpack and types its compiler as `any`
   * (next/dist/compiled/webpack), and the project does not depend on webpack itself.
   */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minification (which drops comments), before source maps are written.
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT: HINT.trim() };
