import Taro from '@tarojs/taro';

/** Downloads the image to a temporary file, then saves it to the album (asks for the album permission). */
export async function saveImage(url: string): Promise<boolean> {
  try {
    const file = await Taro.downloadFile({ url });
    if (file.statusCode !== 200) throw new Error(`HTTP ${file.statusCode}`);
    await Taro.saveImageToPhotosAlbum({ filePath: file.tempFilePath });
    void Taro.showToast({ title: '已保存到相册', icon: 'success' });
    return true;
  } catch (err) {
    const denied = /auth|deny|denied/i.test(String((err as { errMsg?: string }).errMsg ?? err));
    void Taro.showToast({ title: denied ? '请在设置中允许保存到相册' : '保存失败，请重试', icon: 'none' });
    return false;
  }
}
