// app.json declares a custom tab bar (routes/derive.ts weappTabBar): the tab pages draw the bar
// themselves (components/tab-bar, shared with H5), so the component WeChat requires
// here renders nothing on purpose (a second bar would cover the pages' own).
Component({});
