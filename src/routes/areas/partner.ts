import type { RouteEntry } from '../table';

const PARTNER = { token: true, phone: true, partner: true } as const;
const ADMIN = { token: true, phone: true, admin: true } as const;

/** Partner program: promoters, content partners, the admin-only practice review routes (issue 17). */
export const PARTNER_ROUTES: RouteEntry[] = [
  // ---- partner program (issue 17) ----
  { name: 'partnerHome', path: '/partner', page: 'pages/partner/home/index', layout: 'main', displayName: '合伙人中心', showHeader: true, showBack: true, needs: PARTNER },
  { name: 'partnerTaskList', path: '/partner/task', page: 'pages/partner/task-list/index', layout: 'main', displayName: '合伙人任务', showHeader: true, showBack: true, needs: PARTNER },
  { name: 'partnerTask', path: '/partner/task/:taskId', page: 'pages/partner/task/index', layout: 'main', displayName: '任务详情', showHeader: true, showBack: true, needs: PARTNER },
  { name: 'partnerTemplates', path: '/partner/oj/template', page: 'pages/partner/templates/index', layout: 'main', displayName: 'OJ 模板', showHeader: true, showBack: true, needs: PARTNER },
  { name: 'partnerOjProblem', path: '/partner/oj/problem/:problemId', page: 'pages/partner/oj-problem/index', layout: 'main', displayName: '题目信息与模板', showHeader: true, showBack: true, needs: PARTNER },
  { name: 'partnerBonus', path: '/partner/promotion/:pmid/bonus', page: 'pages/partner/bonus/index', layout: 'main', displayName: '推广收益', showHeader: true, showBack: true, needs: PARTNER },
  // the two admin-only practice routes: the admin's review of partners' templates
  { name: 'partnerPracticeReview', path: '/partner/practice/review', page: 'pages/partner/review-list/index', layout: 'main', displayName: '模板审核', showHeader: true, showBack: true, needs: ADMIN },
  { name: 'partnerPracticeReviewItem', path: '/partner/practice/review/:templateId', page: 'pages/partner/review/index', layout: 'main', displayName: '审核模板', showHeader: true, showBack: true, needs: ADMIN },

  // ---- partner console (issue 17) ----
  { name: 'adminPartner', path: '/admin/partner', page: 'pages/admin/partner/index', layout: 'admin', displayName: '合伙人', needs: ADMIN, h5Only: true, menu: { label: '合伙人', order: 80, group: '合伙人' } },
  { name: 'adminPartnerPromotion', path: '/admin/partner/promotion', page: 'pages/admin/partner-promotion/index', layout: 'admin', displayName: '推广', needs: ADMIN, h5Only: true, menu: { label: '推广', order: 81, group: '合伙人' } },
  { name: 'adminPartnerLedger', path: '/admin/partner/ledger', page: 'pages/admin/partner-ledger/index', layout: 'admin', displayName: '佣金流水', needs: ADMIN, h5Only: true, menu: { label: '佣金流水', order: 82, group: '合伙人' } },
  { name: 'adminPartnerPayout', path: '/admin/partner/payout', page: 'pages/admin/partner-payout/index', layout: 'admin', displayName: '提现', needs: ADMIN, h5Only: true, menu: { label: '提现', order: 83, group: '合伙人' } },
  { name: 'adminPartnerTask', path: '/admin/partner/task', page: 'pages/admin/partner-task/index', layout: 'admin', displayName: '任务', needs: ADMIN, h5Only: true, menu: { label: '任务', order: 84, group: '合伙人' } },
  { name: 'adminPartnerClaim', path: '/admin/partner/claim', page: 'pages/admin/partner-claim/index', layout: 'admin', displayName: '审核队列', needs: ADMIN, h5Only: true, menu: { label: '审核队列', order: 85, group: '合伙人' } },
  { name: 'adminPartnerMigration', path: '/admin/partner/migration', page: 'pages/admin/partner-migration/index', layout: 'admin', displayName: '迁移', needs: ADMIN, h5Only: true, menu: { label: '迁移', order: 86, group: '合伙人' } },
];
