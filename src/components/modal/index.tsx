import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';
import './index.scss';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  okText?: string;
  onOk(): void;
  onClose?(): void;
}

export default function Modal({ open, title, children, okText = '确定', onOk, onClose }: Props) {
  if (!open) return null;
  return (
    <View className='modal' catchMove>
      <View className='modal__mask' onClick={onClose ?? onOk} />
      <View className='modal__panel'>
        <Text className='modal__title'>{title}</Text>
        <View className='modal__body'>{children}</View>
        <View className='btn btn--primary btn--block modal__ok' onClick={onOk}>
          {okText}
        </View>
      </View>
    </View>
  );
}
