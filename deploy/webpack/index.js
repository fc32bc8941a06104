// One webpack factory for the shell and every remote: swc, Module Federation, shared singletons,
// versioned remote output. Each package's webpack.config.js is a call to this.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared');

const CONTRACTS_VERSION = require('../../shared-contracts/package.json').version;

function swcRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        },
      },
    },
  };
}

/**
 * The shell writes the contracts version it was built with to contracts.json, so the release CLI can refuse a
 * remote the live shell cannot run without reading the bundle.
 */
class ShellContractsFilePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellContractsFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellContractsFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'contracts.json',
            new webpack.sources.RawSource(JSON.stringify({ contractsVersion: CONTRACTS_VERSION }) + '\n'),
          );
        },
      );
    });
  }
}

/**
 * Each text file of a production build gets a .br (brotli's top quality) and a .gz (gzip -9) beside it, which the API
 * (@fastify/static's preCompressed) and nginx (brotli_static, gzip_static) send as they are: the top levels cost
 * seconds once per build, where the servers could only afford low levels per answer. Not index.html: each answer
 * writes its own CSP nonce into it, so it is compressed per answer. A file that shrinks by less than a fifth gets no
 * sibling (the plugin's minRatio) and goes out as it is.
 */
const PRECOMPRESSED = { test: /\.(?:js|css|html|json|svg)$/, exclude: /(?:^|\/)index\.html$/ };
const PRECOMPRESSIONS = [
  {
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
  },
  { algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } },
];

/**
 * The shell's page names, as preloads, every chunk its start needs: the bootstrap chunk behind main.js's async
 * boundary and the shared modules (React, i18next, emotion …) it consumes, which the browser would otherwise find only
 * after main.js ran: one round trip less before anything draws (issue 15, the first paint).
 */
class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const preloads = startupChunkFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'StartupPreloadPlugin' },
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
        }));
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

/**
 * The JavaScript files of the chunks the entry loads at once: those of its own dynamic import (the async boundary),
 * then, for each shared module those chunks consume, the chunks of the host's own provided copy (what the runtime
 * picks at start, the shell being the first to register), and so on. Lazy imports inside the app are left for later.
 */
function startupChunkFiles(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  const seen = new Set();
  const pending = [];
  const takeBlocks = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      for (const chunk of group ? group.chunks : []) {
        if (seen.has(chunk)) continue;
        seen.add(chunk);
        pending.push(chunk);
      }
    }
  };
  // The entry modules only (the app's index and the federation entry): an import() elsewhere in main.js is one the
  // code starts itself when it needs it, e.g. the shell's texts in the page's language only (features/i18n/shellTexts).
  for (const chunk of compilation.entrypoints.get('main').chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      if (module.type.startsWith('javascript/')) takeBlocks(module);
    }
  }
  while (pending.length) {
    for (const module of chunkGraph.getChunkModulesIterable(pending.pop())) {
      if (module.type === 'consume-shared-module') takeBlocks(provided.get(module.options.shareKey) ?? module);
    }
  }
  return [...seen].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();
}

/** The version a build is published under: RELEASE_VERSION when the release CLI sets it. */
function releaseVersion(packageDir) {
  return process.env.RELEASE_VERSION || require(path.join(packageDir, 'package.json')).version;
}

/**
 * The Module Federation runtime plugin that hands the host's runtime to remotes built with `externalRuntime`, in its
 * ES module form: `experiments.provideExternalRuntime` names the CommonJS file, which pulls a second, CommonJS copy of
 * the runtime into main.js beside the ES one the host itself runs.
 */
function externalRuntimeProvider() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const commonJsFile = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhancedDir] });
  return path.join(path.dirname(commonJsFile), 'index.js');
}

/**
 * What every build shares: swc, assets, swc minify, the version constants; `precompress` (production builds that are
 * served to players: the shell and released remotes) writes the .br/.gz files.
 */
function commonConfig({ packageDir, production, version, precompress = production }) {
  return {
    mode: production ? 'production' : 'development',
    context: packageDir,
    // Production maps are written beside the files for ops, but no file names them (no sourceMappingURL) and neither
    // server hands them out (deploy/README.md, Source maps).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    // rxjs's es2015 build: classes as written, where its default (esm5) pulls in tslib's helpers.
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], conditionNames: ['es2015', '...'] },
    module: { rules: [swcRule(), { test: /\.css$/, type: 'asset/resource' }, { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource' }] },
    performance: { hints: false },
    // swc minifies instead of webpack's default terser (two compress passes): about the same bytes, a fraction of the
    // CPU. Every CI run builds six packages, and the release and hot-swap tests build remotes again.
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } })],
    },
    plugins: [
      new webpack.DefinePlugin({
        __CONTRACTS_VERSION__: JSON.stringify(CONTRACTS_VERSION),
        __RELEASE_VERSION__: JSON.stringify(version),
      }),
      ...(precompress ? PRECOMPRESSIONS.map((compression) => new CompressionPlugin({ ...PRECOMPRESSED, ...compression })) : []),
    ],
  };
}

/**
 * Output names: entries keep a stable name (enhanced 2.9.2 cannot hash them; the html page's hash query and the
 * remotes' no-cache entry files bust caches), chunks are content-hashed in production; the folder starts clean.
 */
function fileNames(common) {
  return {
    filename: '[name].js',
    chunkFilename: common.mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
    clean: true,
  };
}

/** An html page of its own (the shell's, or a remote's standalone host) that loads its `main` entry. */
function htmlPage(packageDir, title) {
  const ownTemplate = path.join(packageDir, 'src/index.html');
  return new HtmlWebpackPlugin({
    title,
    template: fs.existsSync(ownTemplate) ? ownTemplate : path.join(__dirname, 'index.html'),
    chunks: ['main'],
    hash: true,
  });
}

function devServer(port) {
  const apiUrl = process.env.API_URL || 'http://localhost:8080';
  return {
    port,
    historyApiFallback: true,
    hot: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/wps', '/lgw', '/lotto', '/provider', '/pay', '/remotes', '/remotes.json', '/static'], target: apiUrl, ws: true }],
  };
}

/**
 * A page that hosts: the shell, or a remote's standalone host. `runtimeForRemotes` (the shell) gives the remotes it
 * loads its own Module Federation runtime, so they ship none.
 */
function hostConfig({ common, packageDir, name, entry, title, port, outputPath, runtimeForRemotes }) {
  return {
    ...common,
    entry: { main: entry },
    output: {
      path: outputPath,
      publicPath: '/',
      uniqueName: name,
      ...fileNames(common),
    },
    plugins: [
      ...common.plugins,
      new ModuleFederationPlugin({
        name,
        remotes: {},
        manifest: false,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: sharedSingletons(packageDir),
        // A browser build: the runtime's Node-only loading code stays out of main.js.
        experiments: { optimization: { target: 'web' } },
        ...(runtimeForRemotes ? { runtimePlugins: [externalRuntimeProvider()] } : {}),
      }),
      htmlPage(packageDir, title),
      ...(runtimeForRemotes ? [new ShellContractsFilePlugin(), new StartupPreloadPlugin()] : []),
    ],
    devServer: devServer(port),
  };
}

/**
 * A remote as it is released: remoteEntry.js, mf-manifest.json and chunks in dist/<version>/, with its own
 * output.uniqueName, running on the host's Module Federation runtime (`externalRuntime`).
 */
function remoteContainerConfig({ common, packageDir, name, exposes, version }) {
  return {
    ...common,
    // The container plugin adds the only entry, remoteEntry.js.
    entry: {},
    output: {
      path: path.join(packageDir, 'dist', version),
      publicPath: 'auto',
      // A unique name per release keeps two versions' chunk-loading globals apart (docs/architecture.md §7).
      uniqueName: `${name}_${version.replace(/\W/g, '_')}`,
      ...fileNames(common),
    },
    plugins: [
      ...common.plugins,
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: sharedSingletons(packageDir),
        experiments: { externalRuntime: true },
      }),
    ],
  };
}

/**
 * @param {object} options
 * @param {'host'|'remote'} options.kind
 * @param {string} options.packageDir  the package folder (__dirname of its webpack.config.js)
 * @param {string} options.name        Module Federation name, e.g. 'shell' or 'mf_lobby'
 * @param {string} options.entry       browser entry: the shell's app or a remote's standalone host
 * @param {string} [options.title]     page title of the html entry
 * @param {Record<string,string>} [options.exposes]
 * @param {number} options.port        dev server port
 *
 * A remote builds twice in one run: its container for release (dist/<version>/), and its standalone host for its
 * isolated suite and a developer's loop (dist/standalone/, never released; skipped when the release CLI builds, which
 * sets RELEASE_VERSION). The standalone host brings its own runtime, since no shell provides one there.
 */
function createWebpackConfig({ kind, packageDir, name, entry, title = 'Mekong', exposes = {}, port }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const version = releaseVersion(packageDir);
    const common = commonConfig({ packageDir, production, version });
    if (kind === 'host') {
      return hostConfig({
        common,
        packageDir,
        name,
        entry,
        title,
        port,
        outputPath: path.join(packageDir, 'dist'),
        runtimeForRemotes: true,
      });
    }
    const container = remoteContainerConfig({ common, packageDir, name, exposes, version });
    if (process.env.RELEASE_VERSION) return container;
    const standalone = hostConfig({
      // Only the isolated suites and developers open it: not worth brotli's top quality.
      common: commonConfig({ packageDir, production, version, precompress: false }),
      packageDir,
      name: `${name}_standalone`,
      entry,
      title,
      port,
      outputPath: path.join(packageDir, 'dist', 'standalone'),
      runtimeForRemotes: false,
    });
    return [standalone, container];
  };
}

module.exports = { createWebpackConfig, releaseVersion, CONTRACTS_VERSION };
