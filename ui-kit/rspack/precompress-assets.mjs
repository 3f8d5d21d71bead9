// Brotli and gzip siblings of every text asset, written at build time so the gateway sends the smallest
// encoding a browser accepts without compressing anything per request. compression-webpack-plugin would
// do the same but peers on webpack, which npm would then install beside Rspack.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The gateway's list of compressible files is the same (gateway/src/static/precompressed.ts). */
const text = /\.(?:js|mjs|css|html|svg|json)$/;
const pluginName = 'PrecompressAssetsPlugin';

export class PrecompressAssetsPlugin {
  /** @param {{ threshold?: number }} [options] smaller assets gain less than the headers cost: left alone */
  constructor({ threshold = 1024 } = {}) {
    this.threshold = threshold;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      // The last stage that may add assets: after minification, the HTML page and the federation manifest.
      compilation.hooks.processAssets.tapPromise({ name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async () => {
        const compressing = compilation.getAssets().map(async ({ name, source }) => {
          if (!text.test(name)) return;
          const content = source.buffer();
          if (content.length < this.threshold) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          // A sibling no smaller than the file would only cost the client the decoding.
          if (br.length < content.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
          if (gz.length < content.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
        });
        await Promise.all(compressing);
      });
    });
  }
}
