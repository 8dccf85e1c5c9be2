import Taro, { useLaunch } from '@tarojs/taro';
import type { PropsWithChildren } from 'react';
import { currentUrl, go } from './platform/navigation';
import { notFoundPath, withQuery } from './routes';
import { loadStartupConfig } from './services/request';
import { refreshTimer } from './services/session';
import './app.scss';

// Unknown paths (the server sends index.html for every non-API path) show the 404 page.
Taro.onPageNotFound((res) => {
  go(withQuery(notFoundPath(), { from: res.path || currentUrl() }), { replace: true });
});

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    // Anonymous responses need the config's api_key; the request layer retries on demand.
    loadStartupConfig().catch(() => undefined);
    refreshTimer.start();
  });
  return children;
}

export default App;
