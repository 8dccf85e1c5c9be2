import Taro from '@tarojs/taro';
import { saveImage } from '../../src/platform/save-image.weapp';
import type { TaroMock } from '../helpers/taro-mock';

const taro = Taro as unknown as TaroMock;
const URL_ = 'http://127.0.0.1:8080/api/v1/oss/file/partner/wxacode/7/release-ctadmin.png?expires=1&sig=a';

describe('saving the mini-program code to the album (weapp)', () => {
  beforeEach(() => taro.__reset());

  it('downloads the image, then saves the temporary file to the album', async () => {
    taro.downloadFile.mockResolvedValue({ statusCode: 200, tempFilePath: 'wxfile://tmp_1.png' });
    taro.saveImageToPhotosAlbum.mockResolvedValue({ errMsg: 'saveImageToPhotosAlbum:ok' });
    expect(await saveImage(URL_)).toBe(true);
    expect(taro.downloadFile).toHaveBeenCalledWith({ url: URL_ });
    expect(taro.saveImageToPhotosAlbum).toHaveBeenCalledWith({ filePath: 'wxfile://tmp_1.png' });
    expect(taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已保存到相册' }));
  });

  it('a refused album permission or a failed download says so and saves nothing', async () => {
    taro.downloadFile.mockResolvedValue({ statusCode: 200, tempFilePath: 'wxfile://tmp_2.png' });
    taro.saveImageToPhotosAlbum.mockRejectedValue({ errMsg: 'saveImageToPhotosAlbum:fail auth deny' });
    expect(await saveImage(URL_)).toBe(false);
    expect(taro.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '请在设置中允许保存到相册' }));

    taro.downloadFile.mockResolvedValue({ statusCode: 403, tempFilePath: '' });
    expect(await saveImage(URL_)).toBe(false);
    expect(taro.saveImageToPhotosAlbum).toHaveBeenCalledTimes(1);
    expect(taro.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '保存失败，请重试' }));
  });
});
