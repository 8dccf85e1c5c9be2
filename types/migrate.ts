/** SPEC §2 /migrate: a signed-in user moves an old account (a phone or a WeChat account of the same person) into the current one. */

export type MigrateMethod = 'sms' | 'wechat';

export const MIGRATE_TICKET_TTL_MS = 10 * 60_000;

export const MIGRATE_MESSAGES = {
  self: '不能把账号迁移到自己',
  noAccount: '该手机号还没有码途账号，无需迁移',
  wechatNoAccount: '该微信还没有码途账号，无需迁移',
  ticket: '验证已过期，请重新验证旧账号',
  unpaidOld: '旧账号有未支付的订单，请先支付或等待订单关闭后再迁移',
  unpaidCurrent: '当前账号有未支付的订单，请先支付或等待订单关闭后再迁移',
  bothWechat: '两个账号绑定了不同的微信，无法合并',
  admin: '管理员账号不能迁移',
  partner: '旧账号是合伙人账号，请联系管理员迁移推广与结算',
  sameExam: '两个账号都参加过同一场考试，成绩无法合并',
  sameCamp: '两个账号报名了同一个训练营，请联系管理员处理报名',
} as const;

/** What would move (or moved), by kind. */
export interface MigrateCounts {
  orders: number;
  equities: number;
  submissions: number;
  solved: number;
  topics: number;
  comments: number;
  lessons: number;
  notices: number;
}

export const MIGRATE_COUNT_LABEL: Record<keyof MigrateCounts, string> = {
  orders: '订单',
  equities: '权益与权限',
  submissions: '代码提交',
  solved: '通过的题目',
  topics: '帖子',
  comments: '评论',
  lessons: '课程学习记录',
  notices: '消息',
};

export interface MigrateAccount {
  uid: string;
  nick_name: string;
  /** masked, e.g. 138****0002 */
  telephone: string;
  wechat: boolean;
}

/** POST /v1/migrate/verify: the old account is proven; what a merge would do. */
export interface MigratePreview {
  ticket: string;
  from: MigrateAccount;
  to: MigrateAccount;
  counts: MigrateCounts;
  /** what cannot merge; the merge is refused while any is listed */
  conflicts: string[];
  /** what changes besides moving records */
  notes: string[];
  expires_at: string;
}

export interface AccountMigrationView {
  id: string;
  from_uid: string;
  to_uid: string;
  method: MigrateMethod;
  counts: MigrateCounts;
  created_at: string;
}
