/**
 * @tarojs/taro for the client unit tests (jest.config.js maps the module here): storage in
 * memory with Taro's semantics ('' for a missing key), the network and navigation as jest
 * mocks that a test scripts and inspects.
 */
type Listener = (res: { path: string }) => void;

// Shared by every instance of this module (jest.isolateModules simulates a reload): storage
// outlives the page, like the device's.
const g = globalThis as { __taroMockStorage?: Map<string, unknown> };
const storage = (g.__taroMockStorage ??= new Map<string, unknown>());
let router: { path: string; params: Record<string, string> } | null = null;
let pages: unknown[] = [];
const notFound: Listener[] = [];

// jsdom test environments have no structuredClone
const clone = <T>(v: T): T =>
  typeof structuredClone === 'function' ? structuredClone(v) : v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);

const nav = () => jest.fn((_opts: { url?: string; delta?: number }) => Promise.resolve({ errMsg: 'ok' }));

const Taro = {
  request: jest.fn(),
  showToast: jest.fn((_opts: { title: string; icon?: string; duration?: number }) => Promise.resolve()),
  navigateTo: nav(),
  redirectTo: nav(),
  reLaunch: nav(),
  switchTab: nav(),
  navigateBack: nav(),
  /** wx.login of the mini-program: resolve { code } */
  login: jest.fn(),
  showModal: jest.fn(),
  chooseImage: jest.fn(),
  /** resolves like Taro's UploadTaskPromise; `progress(cb)` registers a progress listener */
  uploadFile: jest.fn(),
  downloadFile: jest.fn(),
  saveImageToPhotosAlbum: jest.fn(),
  getStorageSync: (key: string): unknown => (storage.has(key) ? clone(storage.get(key)) : ''),
  setStorageSync: (key: string, value: unknown) => {
    storage.set(key, clone(value));
  },
  removeStorageSync: (key: string) => {
    storage.delete(key);
  },
  getCurrentInstance: () => ({ router }),
  getCurrentPages: () => pages,
  onPageNotFound: (fn: Listener) => {
    notFound.push(fn);
  },

  // test controls
  __storage: storage,
  __setRouter(r: typeof router) {
    router = r;
  },
  __setPages(p: unknown[]) {
    pages = p;
  },
  __reset() {
    storage.clear();
    router = null;
    pages = [];
    const all = ['request', 'showToast', 'navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'navigateBack'] as const;
    for (const key of [...all, 'login', 'showModal', 'chooseImage', 'uploadFile', 'downloadFile', 'saveImageToPhotosAlbum'] as const) {
      (Taro[key] as jest.Mock).mockReset();
    }
    Taro.showToast.mockImplementation(() => Promise.resolve());
    for (const key of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'navigateBack'] as const) {
      Taro[key].mockImplementation(() => Promise.resolve({ errMsg: 'ok' }));
    }
  },
};

export default Taro;
export type TaroMock = typeof Taro;
export const useRouter = () => router ?? { path: '', params: {} };
export const useLaunch = (_fn: () => void) => undefined;
export const useDidShow = (_fn: () => void) => undefined;
export const useDidHide = (_fn: () => void) => undefined;
