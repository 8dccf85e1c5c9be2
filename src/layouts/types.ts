import type { ReactNode } from 'react';
import type { RouteEntry } from '../routes/table';

export interface LayoutProps {
  route: RouteEntry;
  /** desktop-wide H5 window; false on phones and in the mini-program */
  desktop: boolean;
  children: ReactNode;
}
