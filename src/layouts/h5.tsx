import { View } from '@tarojs/components';
import type { LayoutProps } from './types';
import './layouts.scss';

/** Bare H5 pages opened from outside (contracts, shared pages): no site chrome. */
export default function H5Layout({ children }: LayoutProps) {
  return <View className='layout-h5'>{children}</View>;
}
