import Taro from '@tarojs/taro';
import { useState } from 'react';
import { changeAvatar } from '../../../services/profile';
import type { PickedImage } from '../../../utils/image-check';

interface ChosenFile {
  path: string;
  size: number;
  type?: string;
  originalFileObj?: { name?: string; type?: string };
}

/** Tap the avatar: choose an image, check it, upload it with progress, make it the head image. */
export function useAvatar() {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  const pick = async () => {
    if (progress !== null) return;
    let file: ChosenFile | undefined;
    try {
      const res = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] });
      file = res.tempFiles[0] as ChosenFile | undefined;
    } catch {
      return; // closed without choosing
    }
    if (!file) return;
    const picked: PickedImage = {
      path: file.path,
      size: file.size,
      type: file.type || file.originalFileObj?.type || undefined,
      name: file.originalFileObj?.name,
    };
    setError('');
    setProgress(0);
    try {
      await changeAvatar(picked, setProgress);
      void Taro.showToast({ title: '头像已更新', icon: 'success', duration: 1500 });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '上传图片异常');
    } finally {
      setProgress(null);
    }
  };

  return { progress, error, pick };
}
