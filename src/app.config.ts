import { appPages, weappTabBar } from './routes/derive';

// Pages and subpackages come from the route table (DESIGN §7); admin pages are H5-only.
const target = process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5';
const { pages, subPackages } = appPages(target);

export default defineAppConfig({
  pages,
  subPackages,
  // the tab pages of the route table (issue 25); H5 draws its tab bar in the layout
  ...(target === 'weapp' ? { tabBar: weappTabBar() } : {}),
  window: {
    navigationBarTitleText: '码途',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f6f7',
    // H5 draws its own headers (layouts); the mini-program keeps its native bar.
    ...(target === 'h5' ? { navigationStyle: 'custom' as const } : {}),
  },
  animation: false,
});
