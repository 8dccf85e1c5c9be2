import { NoticeCate, type UnreadCounts } from '../../../../types/notice';

export type QaTab = 'qa' | 'reply' | 'mention' | 'like' | 'system';
export const QA_TABS: { key: QaTab; label: string; cate?: NoticeCate }[] = [
  { key: 'qa', label: '答疑', cate: NoticeCate.QA },
  { key: 'reply', label: '回复', cate: NoticeCate.REPLY },
  { key: 'mention', label: '提到我', cate: NoticeCate.MENTION },
  { key: 'like', label: '点赞', cate: NoticeCate.LIKE },
  { key: 'system', label: '系统通知' },
];

/** Unread notices on one tab: a user notice category's count, or the system notices'. */
export function unreadOn(tab: QaTab, counts: UnreadCounts | null): number {
  if (!counts) return 0;
  const cate = QA_TABS.find((t) => t.key === tab)?.cate;
  return cate ? (counts.by_cate[String(cate)] ?? 0) : counts.system;
}

/** The tab 消息 opens on: the first (in tab order) that holds unread notices; 答疑 when none does. */
export function openingTab(counts: UnreadCounts | null): QaTab {
  return QA_TABS.find((t) => unreadOn(t.key, counts) > 0)?.key ?? 'qa';
}
