import type { ReactNode } from 'react';
import { Loading } from '../components/state';
import { useGuard } from '../guards/use-guard';
import { useRedirectEntry } from '../guards/use-redirect-entry';
import { useIsDesktop } from '../platform/viewport';
import { routeByName } from '../routes';
import { LAYOUTS } from './index';
import { useRouteTitle } from './page-title';

/**
 * Every (non-admin) page renders inside this: it finds the page's route, follows a redirect
 * entry, runs the guard, sets the title from the route table and picks the layout. Content renders only once the guard allows it.
 */
export default function PageShell({ name, children }: { name: string; children: ReactNode }) {
  const route = routeByName(name);
  const status = useGuard(route);
  const desktop = useIsDesktop();
  useRedirectEntry();
  useRouteTitle(route);
  const Layout = LAYOUTS[route.layout === 'admin' ? 'default' : route.layout];
  return (
    <Layout route={route} desktop={desktop}>
      {status === 'allowed' ? children : <Loading />}
    </Layout>
  );
}
