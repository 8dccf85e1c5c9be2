import { View } from '@tarojs/components';
import type { ReactNode } from 'react';
import './index.scss';

export interface SplitPanelProps {
  left: ReactNode;
  right: ReactNode;
  /** initial share of the left pane (desktop) */
  initial?: number;
}

/** Narrow screens and the mini-program: the two panes stacked, no dragging. */
export default function StackedPanels({ left, right }: SplitPanelProps) {
  return (
    <View className='split split--stacked'>
      <View className='split__pane'>{left}</View>
      <View className='split__pane'>{right}</View>
    </View>
  );
}
