/**
 * THE route table (DESIGN §7). Plain TypeScript with no Taro imports: config/index.ts reads it
 * at build time to derive the H5 customRoutes, and app.config.ts derives pages/subPackages.
 * Only routes whose pages exist are listed.
 */

import { COMMERCE_ROUTES } from './areas/commerce';
import { COMMUNITY_ROUTES } from './areas/community';
import { CORE_ROUTES } from './areas/core';
import { COURSE_ROUTES } from './areas/courses';
import { OJ_ROUTES } from './areas/oj';
import { EXAM_ROUTES } from './areas/exam';
import { PROBLEMSET_ROUTES } from './areas/problemset';
import { TRAINING_ADMIN_ROUTES, TRAINING_ROUTES } from './areas/training';
import { PARTNER_ROUTES } from './areas/partner';

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
  /**
   * A catch-all such as `/:channel`: its page goes after every other page, because the H5 router
   * tries pages in order and would otherwise take `/course` for a channel.
   */
  catchAll?: boolean;
  /** tab of the custom tab bar; tab pages stay in the weapp main package */
  tab?: { label: string; icon: string; order: number };
  /** OJ layout: a problem page (SPEC §2 problemView), with the back-to-problem-bank button */
  problemView?: boolean;
  /** admin side-menu entry; `group` puts it under its area (no group: top level, e.g. 概览) */
  menu?: { label: string; order: number; group?: AdminGroup };
  /** an admin page outside the menu: the menu entry (route name) it belongs to, for the highlight and breadcrumbs */
  menuParent?: string;
}

/** The admin menu's areas, in menu order (issue 18); a group shows once a route declares it. */
export const ADMIN_GROUPS = ['用户与会员', '课程与直播', '题库与评测', '考试与题单', '训练营', '社区', '交易', '合伙人', '系统'] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

/** A path that only sends the visitor elsewhere (SPEC §2: /admin redirects to the admin home). */
export interface RedirectEntry {
  path: string;
  redirect: string;
}

/** In match order: the first route is the entry page, and the catch-all (/:channel) stays last. */
export const ROUTES: RouteEntry[] = [...CORE_ROUTES, ...OJ_ROUTES, ...COMMUNITY_ROUTES, ...COMMERCE_ROUTES, ...PARTNER_ROUTES, ...TRAINING_ROUTES, ...TRAINING_ADMIN_ROUTES, ...COURSE_ROUTES, ...EXAM_ROUTES, ...PROBLEMSET_ROUTES];

export const REDIRECTS: RedirectEntry[] = [{ path: '/admin', redirect: '/admin/home' }];

/** Spec paths of the sign-in pages; the guard lets them through first (SPEC §6 step 1). */
export const LOGIN_PATHS = ['/login', '/login/dev'];
export const BIND_PHONE_PATH = '/bindphone';
export const WX_CALLBACK_PATH = '/wxlogin/callback';
export const NOT_FOUND_PATH = '/404';

export interface NavLink {
  label: string;
  path: string;
}

/**
 * The areas (issue 25): the desktop header's labels, in order (those that do not fit go into
 * 更多), and the mobile drawer's list. A label shows only once a route with its path exists, so
 * later areas light their link up just by adding the route.
 */
export const NAV_LINKS: NavLink[] = [
  { label: '算法题库', path: '/oj' },
  { label: '题单', path: '/problemset' },
  { label: '深度技能课', path: '/course' },
  { label: '训练营', path: '/training/enrollment' },
  { label: '考试', path: '/study/exam' },
  { label: '星球', path: '/planet' },
  { label: '求职辅导', path: '/service' },
  { label: '会员', path: '/vip' },
];

/**
 * The user's own pages (SPEC §2 labels: my courses, my orders, my exams, personal info, Q&A):
 * the avatar menu on desktop, the drawer and the 我的 hub on phones. `nonVip`: SPEC §6, the
 * gift link is for non-VIP users only.
 */
export const USER_LINKS: (NavLink & { nonVip?: boolean })[] = [
  { label: '我的课程', path: '/study/course' },
  { label: '我的订单', path: '/user/order' },
  { label: '我的考试', path: '/study/exam' },
  { label: '我的题单', path: '/study/problem' },
  { label: '我的训练营', path: '/training/enrollment' },
  { label: '个人信息', path: '/user/info' },
  { label: '消息', path: '/study/qa' },
  { label: '兑换礼包', path: '/user/gift', nonVip: true },
];
