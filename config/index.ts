import path from 'node:path';
import { defineConfig, type UserConfigExport } from '@tarojs/cli';
import { createSwcRegister } from '@tarojs/helper';
import devConfig from './dev';
import prodConfig from './prod';

// types/ lives outside src: let the Taro loaders transpile it too.
const sharedTypes = path.resolve(__dirname, '..', 'types');
const target = process.env.TARO_ENV ?? 'h5';

/**
 * Our styles are written for a 375 px wide design (1px in scss = 1 CSS px on a 375 px phone and
 * on desktop; 2rpx in the mini-program). taro-ui ships 750 px design sizes.
 * Desktop scale is fixed by the rem root script of src/index.html, not here.
 */
/**
 * webpackbar 5 (Taro's progress bar) passes options that webpack >= 5.100's ProgressPlugin
 * schema rejects; drop it. Build errors still fail the build and are printed by Taro.
 */
const webpackChain = (chain: { plugins: { delete(name: string): unknown } }) => {
  chain.plugins.delete('webpackbar');
};

const designWidth = (input?: unknown) =>
  (input as { file?: string } | undefined)?.file?.replace(/\\+/g, '/').includes('node_modules/taro-ui') ? 750 : 375;

/**
 * H5 customRoutes come from the route table. Taro only transpiles config/ when it loads this
 * file, so widen its TypeScript hook to the (Taro-free) route table before requiring it.
 */
function routeTable(): typeof import('../src/routes/derive') {
  const routesDir = path.resolve(__dirname, '..', 'src', 'routes');
  createSwcRegister({ only: [(file: string) => file.startsWith(__dirname) || file.startsWith(routesDir)] });
  return require('../src/routes/derive');
}

export default defineConfig<'webpack5'>(async (merge) => {
  const { customRoutes } = routeTable();
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'codetrek',
    date: '2025-1-1',
    designWidth,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // TARO_OUTPUT_ROOT: a build of one's own beside another (serve it with H5_DIR=...)
    outputRoot: process.env.TARO_OUTPUT_ROOT ?? `dist/${target}`,
    plugins: [],
    defineConstants: {
      API_ORIGIN: JSON.stringify(process.env.API_ORIGIN || 'http://127.0.0.1:8080'),
    },
    // KaTeX's woff2 fonts at stable URLs on H5 (/static/katex/…): the mini-program loads them from there
    copy: { patterns: target === 'h5' ? [{ from: 'node_modules/katex/dist/fonts/*.woff2', to: 'dist/h5/static/katex/[name][ext]' }] : [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      compile: { include: [sharedTypes] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      // Subpackage-only modules stay in their subpackage (main package budget: DESIGN §7).
      optimizeMainPackage: { enable: true },
      webpackChain,
    },
    h5: {
      compile: { include: [sharedTypes] },
      webpackChain,
      publicPath: '/',
      staticDirectory: 'static',
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      router: {
        mode: 'browser',
        customRoutes: customRoutes(),
      },
      postcss: {
        pxtransform: { enable: true, config: {} },
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
  };

  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig);
  return merge({}, baseConfig, prodConfig);
});
