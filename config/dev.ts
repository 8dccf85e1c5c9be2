import type { UserConfigExport } from '@tarojs/cli';

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    devServer: { port: 10086, historyApiFallback: true, proxy: [{ context: ['/api', '/config.json'], target: process.env.API_ORIGIN || 'http://127.0.0.1:8080' }] },
  },
} satisfies UserConfigExport<'webpack5'>;
