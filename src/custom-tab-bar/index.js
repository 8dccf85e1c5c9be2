// app.json declares a custom tab bar (routes/derive.ts weappTabBar): the tab pages draw the bar
// themselves (components/tab-bar, shared with H5), so WeChat's custom-tab-bar slot stays empty.
Component({});
