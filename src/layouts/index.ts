import type { ComponentType } from 'react';
import type { LayoutName } from '../routes/table';
import DefaultLayout from './default';
import H5Layout from './h5';
import MainLayout from './main';
import MobileMainLayout from './mobile-main';
import OjLayout from './oj';
import type { LayoutProps } from './types';

/** The admin layout is H5-only (antd) and lives in layouts/admin, used by admin pages directly. */
export const LAYOUTS: Record<Exclude<LayoutName, 'admin'>, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  main: MainLayout,
  oj: OjLayout,
  'mobile-main': MobileMainLayout,
  h5: H5Layout,
};
