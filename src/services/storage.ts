import Taro from '@tarojs/taro';

/** Local storage through Taro (localStorage on H5, wx storage in the mini-program). */
export function readItem<T>(key: string): T | null {
  try {
    const value = Taro.getStorageSync(key) as T | '' | undefined | null;
    return value === '' || value === undefined || value === null ? null : (value as T);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: unknown): void {
  if (value === null || value === undefined) {
    Taro.removeStorageSync(key);
    return;
  }
  Taro.setStorageSync(key, value);
}

export function removeItem(key: string): void {
  Taro.removeStorageSync(key);
}
