import type { RouteEntry } from '../table';

/** Training camps (issue 16): learner pages, then the console. `/training/:cid/learnlog` precedes `/training/:cid/:gid`. */
export const TRAINING_ROUTES: RouteEntry[] = [
  { name: 'trainingEnrollment', path: '/training/enrollment', page: 'pages/training/enrollment/index', layout: 'main', displayName: '我的训练营', showHeader: true, showBack: true, needs: { token: true, phone: true } },
  { name: 'trainingLearnlog', path: '/training/:cid/learnlog', page: 'pages/training/learnlog/index', layout: 'main', displayName: '学习记录', showHeader: true, showBack: true, needs: { token: true, phone: true } },
  { name: 'trainingPath', path: '/training/:cid/:gid', page: 'pages/training/path/index', layout: 'main', displayName: '闯关路径', showHeader: true, showBack: true, needs: { token: true, phone: true } },
  { name: 'trainingClass', path: '/training/:cid/:gid/class', page: 'pages/training/class/index', layout: 'main', displayName: '我的班级', showHeader: true, showBack: true, needs: { token: true, phone: true } },
  { name: 'trainingReport', path: '/training/:cid/:gid/report', page: 'pages/training/report/index', layout: 'main', displayName: '学习报告', showHeader: true, showBack: true, needs: { token: true, phone: true } },
  { name: 'trainingRank', path: '/training/:cid/:gid/rank', page: 'pages/training/rank/index', layout: 'main', displayName: '班级排名', showHeader: true, showBack: true, needs: { token: true, phone: true } },
];

/** The console's camp pages (H5 only). */
const admin = (name: string, path: string, page: string, displayName: string, menu?: { label: string; order: number }): RouteEntry => ({
  name,
  path,
  page: `pages/admin/${page}/index`,
  layout: 'admin',
  displayName,
  needs: { token: true, phone: true, admin: true },
  h5Only: true,
  ...(menu ? { menu: { ...menu, group: '训练营' as const } } : { menuParent: 'adminTraining' }),
});

export const TRAINING_ADMIN_ROUTES: RouteEntry[] = [
  admin('adminTrainingGate', '/admin/training/gate/:id', 'training-gate', '关卡编辑'),
  admin('adminTrainingEnrollment', '/admin/training/enrollment/:uid', 'training-enrollment', '学员报名'),
  admin('adminTrainingCohort', '/admin/training/cohort', 'training-cohort', '班级管理'),
  admin('adminTrainingGates', '/admin/training/gates', 'training-gates', '关卡管理'),
  admin('adminTrainingProgress', '/admin/training/progress', 'training-progress', '进度与成绩'),
  admin('adminTraining', '/admin/training', 'training', '训练营管理', { label: '训练营', order: 50 }),
];
