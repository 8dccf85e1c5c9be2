import type { RouteEntry } from '../../routes/table';

/** The mini-program's native navigation bar shows the page title (index.config.ts). */
export default function MobileHeader(_props: { route: RouteEntry }) {
  return null;
}
