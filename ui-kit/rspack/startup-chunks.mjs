// The shell's first chunks, for the gateway to preload beside a pre-rendered page (gateway/src/pages).
const pluginName = 'StartupChunksPlugin';

/**
 * Writes `startup-chunks.json`: the scripts the entry asks for as soon as it runs, the chunk group it
 * names "bootstrap". Without a preload the browser finds them only after downloading and running the entry.
 */
export class StartupChunksPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap({ name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const group = compilation.namedChunkGroups.get('bootstrap');
        if (!group) throw new Error(`${pluginName}: the entry must load './bootstrap' as the chunk named "bootstrap"`);
        const scripts = group.getFiles().filter((file) => file.endsWith('.js'));
        compilation.emitAsset('startup-chunks.json', new sources.RawSource(JSON.stringify(scripts)));
      });
    });
  }
}
