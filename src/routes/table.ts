/**
 * THE route table (DESIGN §7). Plain TypeScript with no Taro imports: config/index.ts reads it
 * at build time to derive the H5 customRoutes, and app.config.ts derives pages/subPackages.
 * Only routes whose pages exist are listed.
 */

export type LayoutName = 'default' | 'main' | 'oj' | 'mobile-main' | 'h5' | 'admin';

export interface RouteNeeds {
  token?: boolean;
  phone?: boolean;
  admin?: boolean;
  partner?: boolean;
  /** enforced by the page (no-permission panel), not by the guard */
  vip?: boolean;
}

export interface RouteEntry {
  /** stable key pages use to find their entry */
  name: string;
  /** spec path; `:param` segments allowed */
  path: string;
  /** Taro page path without extension, `pages/<area>/<page>/index` */
  page: string;
  layout: LayoutName;
  displayName: string;
  showHeader?: boolean;
  showBack?: boolean;
  showTabBar?: boolean;
  needs?: RouteNeeds;
  /** admin console pages are left out of the mini-program */
  h5Only?: boolean;
  /** tab of the custom tab bar; tab pages stay in the weapp main package */
  tab?: { label: string; icon: string; order: number };
  /** admin side-menu entry */
  menu?: { label: string; order: number };
}

/** A path that only sends the visitor elsewhere (SPEC §2: /admin redirects to the admin home). */
export interface RedirectEntry {
  path: string;
  redirect: string;
}

export const ROUTES: RouteEntry[] = [
  {
    name: 'home',
    path: '/',
    page: 'pages/home/landing/index',
    layout: 'main',
    displayName: '码途',
    showHeader: true,
    showTabBar: true,
    tab: { label: '首页', icon: 'home', order: 1 },
  },
  {
    name: 'userCenter',
    path: '/user/center',
    page: 'pages/user/center/index',
    layout: 'main',
    displayName: '个人中心',
    showHeader: true,
    showTabBar: true,
    needs: { token: true },
    tab: { label: '我的', icon: 'user', order: 2 },
  },
  {
    name: 'userInfo',
    path: '/user/info',
    page: 'pages/user/info/index',
    layout: 'main',
    displayName: '个人信息',
    showHeader: true,
    showBack: true,
    needs: { token: true },
  },
  {
    name: 'login',
    path: '/login',
    page: 'pages/login/sign-in/index',
    layout: 'default',
    displayName: '登录',
    showHeader: true,
    showBack: true,
  },
  {
    name: 'bindPhone',
    path: '/bindphone',
    page: 'pages/login/bind-phone/index',
    layout: 'default',
    displayName: '绑定手机号',
    showHeader: true,
    showBack: true,
    // a token only: this is where the phone step of the guard sends people
    needs: { token: true },
  },
  {
    // the official-account QR sign-in is desktop H5; the mini-program signs in with wx.login
    name: 'wxloginCallback',
    path: '/wxlogin/callback',
    page: 'pages/login/wx-callback/index',
    layout: 'default',
    displayName: '微信登录',
    showHeader: true,
    h5Only: true,
  },
  {
    name: 'loginDev',
    path: '/login/dev',
    page: 'pages/login/dev/index',
    layout: 'default',
    displayName: '开发登录',
    showHeader: true,
    showBack: true,
  },
  {
    name: 'notFound',
    path: '/404',
    page: 'pages/common/not-found/index',
    layout: 'default',
    displayName: '页面不存在',
    showHeader: true,
  },
  {
    name: 'adminHome',
    path: '/admin/home',
    page: 'pages/admin/home/index',
    layout: 'admin',
    displayName: '管理后台',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '概览', order: 1 },
  },
  {
    name: 'adminUser',
    path: '/admin/user',
    page: 'pages/admin/user/index',
    layout: 'admin',
    displayName: '用户管理',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '用户', order: 10 },
  },
  {
    name: 'planet',
    path: '/planet',
    page: 'pages/community/planet/index',
    layout: 'main',
    displayName: '星球',
    showHeader: true,
    needs: { token: true },
  },
  {
    name: 'topic',
    path: '/topic/:id',
    page: 'pages/community/topic/index',
    layout: 'main',
    displayName: '帖子详情',
    showHeader: true,
    showBack: true,
    needs: { token: true },
  },
  {
    // :cate is the encoded id of what the new topic hangs on; ?topic_id= edits an existing one
    name: 'topicEdit',
    path: '/topic/edit/:cate',
    page: 'pages/community/topic-edit/index',
    layout: 'main',
    displayName: '发帖',
    showHeader: true,
    showBack: true,
    needs: { token: true, phone: true },
  },
  {
    name: 'commentSquare',
    path: '/comment-square',
    page: 'pages/community/comment-square/index',
    layout: 'main',
    displayName: '评论广场',
    showHeader: true,
  },
  {
    name: 'notebook',
    path: '/notebook/:id',
    page: 'pages/community/notebook/index',
    layout: 'main',
    displayName: '笔记本',
    showHeader: true,
    showBack: true,
    needs: { token: true },
  },
  {
    name: 'story',
    path: '/story',
    page: 'pages/community/story/index',
    layout: 'main',
    displayName: '学员故事',
    showHeader: true,
    showBack: true,
    needs: { token: true },
  },
  {
    name: 'feedbackPage',
    path: '/feedback',
    page: 'pages/community/feedback/index',
    layout: 'main',
    displayName: '意见反馈',
    showHeader: true,
    showBack: true,
    needs: { token: true },
  },
  {
    name: 'studyQa',
    path: '/study/qa',
    page: 'pages/community/qa/index',
    layout: 'main',
    displayName: '答疑/讨论',
    showHeader: true,
    showBack: true,
    needs: { token: true },
  },
  {
    name: 'adminDiscuz',
    path: '/admin/discuz',
    page: 'pages/admin/discuz/index',
    layout: 'admin',
    displayName: '讨论区',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '讨论区', order: 40 },
  },
  {
    name: 'adminDiscuzTags',
    path: '/admin/discuz/:did/tags',
    page: 'pages/admin/discuz-tags/index',
    layout: 'admin',
    displayName: '版块标签',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
  },
  {
    name: 'adminTopic',
    path: '/admin/topic/:type',
    page: 'pages/admin/topic/index',
    layout: 'admin',
    displayName: '帖子管理',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
  },
  {
    name: 'adminReply',
    path: '/admin/reply/:type',
    page: 'pages/admin/reply/index',
    layout: 'admin',
    displayName: '评论管理',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
  },
  {
    name: 'adminFakeUser',
    path: '/admin/fakeuser',
    page: 'pages/admin/fake-user/index',
    layout: 'admin',
    displayName: '虚拟用户',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '虚拟用户', order: 41 },
  },
  {
    name: 'adminRobotComment',
    path: '/admin/robot-comment',
    page: 'pages/admin/robot-comment/index',
    layout: 'admin',
    displayName: '机器人评论',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '机器人评论', order: 42 },
  },
  {
    name: 'adminNotice',
    path: '/admin/notice',
    page: 'pages/admin/notice/index',
    layout: 'admin',
    displayName: '系统通知',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '系统通知', order: 43 },
  },
  // ---- online judge (issue 7) ----
  {
    name: 'ojList',
    path: '/oj',
    page: 'pages/oj/list/index',
    layout: 'main',
    displayName: '算法题库',
    showHeader: true,
    needs: { token: true },
  },
  {
    name: 'ojProblem',
    path: '/oj/problem/:pid',
    page: 'pages/oj/problem/index',
    layout: 'oj',
    displayName: '题目',
    showHeader: true,
    showBack: true,
    needs: { token: true },
  },
  {
    name: 'ojSubmissions',
    path: '/oj/submission',
    page: 'pages/oj/submissions/index',
    layout: 'main',
    displayName: '提交记录',
    showHeader: true,
    showBack: true,
    needs: { token: true },
  },
  {
    name: 'ojSubmission',
    path: '/oj/submission/:sid',
    page: 'pages/oj/submission/index',
    layout: 'main',
    displayName: '提交详情',
    showHeader: true,
    showBack: true,
    needs: { token: true },
  },
  {
    name: 'studyProblem',
    path: '/study/problem',
    page: 'pages/study/problem/index',
    layout: 'main',
    displayName: '我的题目',
    showHeader: true,
    showBack: true,
    needs: { token: true },
  },
  {
    name: 'adminOjProblem',
    path: '/admin/oj/problem',
    page: 'pages/admin/oj-problem/index',
    layout: 'admin',
    displayName: '题目管理',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: 'OJ 题目', order: 40 },
  },
  {
    name: 'adminOjProblemEdit',
    path: '/admin/oj/problem/:pid',
    page: 'pages/admin/oj-problem-edit/index',
    layout: 'admin',
    displayName: '编辑题目',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
  },
  {
    name: 'adminOjProblemData',
    path: '/admin/oj/problem/:pid/data',
    page: 'pages/admin/oj-problem-data/index',
    layout: 'admin',
    displayName: '评测数据',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
  },
  {
    name: 'adminOjChecker',
    path: '/admin/oj/checker',
    page: 'pages/admin/oj-checker/index',
    layout: 'admin',
    displayName: '评测器',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: 'OJ 评测器', order: 41 },
  },
  {
    name: 'adminOjSetting',
    path: '/admin/oj/setting',
    page: 'pages/admin/oj-setting/index',
    layout: 'admin',
    displayName: '语言与分类',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: 'OJ 语言与分类', order: 42 },
  },
  {
    name: 'adminOjSubmission',
    path: '/admin/oj/submission',
    page: 'pages/admin/oj-submission/index',
    layout: 'admin',
    displayName: '提交记录',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: 'OJ 提交', order: 43 },
  },
  {
    name: 'adminOjUser',
    path: '/admin/oj/user',
    page: 'pages/admin/oj-user/index',
    layout: 'admin',
    displayName: 'OJ 用户',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: 'OJ 用户', order: 44 },
  },  // ---- commerce and membership (issue 5) ----
  {
    name: 'vip',
    path: '/vip',
    page: 'pages/vip/home/index',
    layout: 'main',
    displayName: '超级会员',
    showHeader: true,
    showBack: true,
    needs: { token: true, vip: true },
  },
  {
    name: 'orderCreate',
    path: '/order/create/:pid',
    page: 'pages/order/create/index',
    layout: 'main',
    displayName: '订单结算',
    showHeader: true,
    showBack: true,
    needs: { token: true, phone: true },
  },
  {
    // WeChat Native pay: the QR code a desktop buyer scans
    name: 'orderWechatPay',
    path: '/order/:orderNo/wechatpay',
    page: 'pages/order/wechat-pay/index',
    layout: 'main',
    displayName: '支付结算',
    showHeader: true,
    showBack: true,
    needs: { token: true, phone: true },
    h5Only: true,
  },
  {
    name: 'orderResult',
    path: '/order/:orderNo/payment/result',
    page: 'pages/order/result/index',
    layout: 'main',
    displayName: '支付结果',
    showHeader: true,
    showBack: true,
    needs: { token: true },
  },
  {
    name: 'userOrder',
    path: '/user/order',
    page: 'pages/user/order/index',
    layout: 'main',
    displayName: '我的订单',
    showHeader: true,
    showBack: true,
    needs: { token: true },
  },
  {
    name: 'userGift',
    path: '/user/gift',
    page: 'pages/user/gift/index',
    layout: 'main',
    displayName: '权益兑换',
    showHeader: true,
    showBack: true,
    needs: { token: true },
  },
  {
    name: 'adminOrder',
    path: '/admin/order',
    page: 'pages/admin/order/index',
    layout: 'admin',
    displayName: '订单管理',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '订单', order: 60 },
  },
  {
    name: 'adminProduct',
    path: '/admin/product',
    page: 'pages/admin/product/index',
    layout: 'admin',
    displayName: '商品管理',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '商品', order: 61 },
  },
  {
    name: 'adminProductEquity',
    path: '/admin/product/:pid/equity',
    page: 'pages/admin/product-equity/index',
    layout: 'admin',
    displayName: '商品权益',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
  },
  {
    name: 'adminPayChannel',
    path: '/admin/pay/channel',
    page: 'pages/admin/pay-channel/index',
    layout: 'admin',
    displayName: '支付渠道',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '支付渠道', order: 62 },
  },
  {
    name: 'adminPayPlatform',
    path: '/admin/pay/platform',
    page: 'pages/admin/pay-platform/index',
    layout: 'admin',
    displayName: '支付平台',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '支付平台', order: 63 },
  },
  {
    name: 'adminSaleChannel',
    path: '/admin/sale-channel',
    page: 'pages/admin/sale-channel/index',
    layout: 'admin',
    displayName: '销售渠道',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '销售渠道', order: 64 },
  },
  {
    name: 'adminCoupon',
    path: '/admin/coupon',
    page: 'pages/admin/coupon/index',
    layout: 'admin',
    displayName: '优惠券',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '优惠券', order: 65 },
  },
  {
    name: 'adminGift',
    path: '/admin/gift',
    page: 'pages/admin/gift/index',
    layout: 'admin',
    displayName: '礼包与兑换码',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '礼包兑换码', order: 66 },
  },
  {
    name: 'adminVip',
    path: '/admin/vip',
    page: 'pages/admin/vip/index',
    layout: 'admin',
    displayName: '会员管理',
    needs: { token: true, phone: true, admin: true },
    h5Only: true,
    menu: { label: '会员', order: 67 },
  },
];

export const REDIRECTS: RedirectEntry[] = [{ path: '/admin', redirect: '/admin/home' }];

/** Spec paths of the sign-in pages; the guard lets them through first (SPEC §6 step 1). */
export const LOGIN_PATHS = ['/login', '/login/dev'];
export const BIND_PHONE_PATH = '/bindphone';
export const WX_CALLBACK_PATH = '/wxlogin/callback';
export const NOT_FOUND_PATH = '/404';

/**
 * Header navigation (SPEC §2 labels, in the spec's order). A label shows only once a route with
 * its path exists, so later areas light their link up just by adding the route.
 */
export const NAV_LINKS: { label: string; path: string }[] = [
  { label: '算法题库', path: '/oj' },
  { label: '深度技能课', path: '/course' },
  { label: '求职辅导', path: '/service' },
  { label: '我的课程', path: '/study/course' },
  { label: '我的订单', path: '/user/order' },
  { label: '我的考试', path: '/study/exam' },
  { label: '个人信息', path: '/user/info' },
  { label: '答疑/讨论', path: '/study/qa' },
];
