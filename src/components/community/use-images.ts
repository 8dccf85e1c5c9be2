import Taro from '@tarojs/taro';
import { useState } from 'react';
import type { PostImage } from '../../../types/community';
import { LIMITS, MESSAGES } from '../../../types/validation';
import { uploadImage } from '../../services/api/upload';
import type { PickedImage } from '../../utils/image-check';
import { acceptImages } from './editor-rules';

interface ChosenFile {
  path: string;
  size: number;
  type?: string;
  originalFileObj?: { name?: string; type?: string };
}

/** Images of a post: choose, check (count, format, size), upload one by one, remove. */
export function useImages(initial: PostImage[] = [], max: number = LIMITS.imagesPerPost) {
  const [images, setImages] = useState<PostImage[]>(initial);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState('');

  const add = async (picked: PickedImage[]) => {
    const { accepted, error: problem } = acceptImages(images.length + uploading, picked, max);
    setError(problem ?? '');
    if (problem) void Taro.showToast({ title: problem, icon: 'none', duration: 2000 });
    for (const file of accepted) {
      setUploading((n) => n + 1);
      try {
        const res = await uploadImage(file.path, { fileName: file.name, silent: true, failureMessage: MESSAGES.imageUploadFailed });
        setImages((list) => [...list, { url: res.url, thumb_url: res.thumb_url }]);
      } catch (e) {
        const message = e instanceof Error && e.message ? e.message : MESSAGES.imageUploadFailed;
        setError(message);
        void Taro.showToast({ title: message, icon: 'none', duration: 2000 });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const pick = async () => {
    const left = max - images.length - uploading;
    if (left <= 0) {
      setError(MESSAGES.imageCount);
      void Taro.showToast({ title: MESSAGES.imageCount, icon: 'none', duration: 2000 });
      return;
    }
    let files: ChosenFile[];
    try {
      files = (await Taro.chooseImage({ count: left, sizeType: ['compressed'], sourceType: ['album', 'camera'] })).tempFiles as ChosenFile[];
    } catch {
      return; // closed without choosing
    }
    await add(files.map((f) => ({ path: f.path, size: f.size, type: f.type || f.originalFileObj?.type || undefined, name: f.originalFileObj?.name })));
  };

  return {
    images,
    uploading,
    error,
    add,
    pick,
    // a changed set of images leaves the limit message behind: there is room again
    remove: (i: number) => {
      setImages((list) => list.filter((_, j) => j !== i));
      setError('');
    },
    reset: () => {
      setImages([]);
      setError('');
    },
    /** editing an existing post: its images */
    replace: (list: PostImage[]) => {
      setImages(list);
      setError('');
    },
    /** the payload's comma-joined urls */
    joined: () => images.map((i) => i.url).join(','),
  };
}
