/**
 * Saves a picture the API serves (e.g. a promotion's mini-program code): a download on H5, the
 * phone's photo album in the mini-program (wx.downloadFile + wx.saveImageToPhotosAlbum).
 * Resolves false when the user refused or the download failed (a toast has said why).
 */
export declare function saveImage(url: string, fileName: string): Promise<boolean>;
