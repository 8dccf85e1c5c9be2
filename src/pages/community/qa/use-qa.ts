import { useEffect, useState } from 'react';
import type { Page } from '../../../../types/api';
import { NoticeCate, type NoticeRow, type SystemNoticeRow } from '../../../../types/notice';
import { usePaged } from '../../../components/community/use-paged';
import { listSystemNotices, listUserNotices, markNoticesRead } from '../../../services/api/notice';
import { useAuthStore } from '../../../stores/auth.store';
import { unreadPoller } from '../../../stores/notice.store';

export type QaTab = 'qa' | 'reply' | 'mention' | 'like' | 'system';
export const QA_TABS: { key: QaTab; label: string; cate?: NoticeCate }[] = [
  { key: 'qa', label: '答疑', cate: NoticeCate.QA },
  { key: 'reply', label: '回复', cate: NoticeCate.REPLY },
  { key: 'mention', label: '提到我', cate: NoticeCate.MENTION },
  { key: 'like', label: '点赞', cate: NoticeCate.LIKE },
  { key: 'system', label: '系统通知' },
];

export type QaItem = (NoticeRow & { kind: 'user' }) | (SystemNoticeRow & { kind: 'system' });

/** /study/qa: Q&A notifications first, then replies, mentions, likes and system notices; viewing marks them read. */
export function useQa(initial: QaTab = 'qa') {
  const uid = useAuthStore((s) => s.uid) ?? '';
  const [tab, setTab] = useState<QaTab>(initial);
  const def = QA_TABS.find((t) => t.key === tab)!;
  const list = usePaged<QaItem>(async (page_no): Promise<Page<QaItem>> => {
    if (tab === 'system') {
      const page = await listSystemNotices({ uid, page_no, page_size: 20 }, { silent: true });
      return { ...page, list: page.list.map((n) => ({ ...n, kind: 'system' as const })) };
    }
    const page = await listUserNotices({ uid, cate_type: def.cate, page_no, page_size: 20 }, { silent: true });
    return { ...page, list: page.list.map((n) => ({ ...n, kind: 'user' as const })) };
  }, `${uid}:${tab}`);

  // what is on screen counts as read; the badge catches up at once
  useEffect(() => {
    if (list.load.status !== 'ready' || !uid || !list.items.some((i) => !i.read)) return;
    const body = tab === 'system' ? { uid, kind: 'system' as const } : { uid, kind: 'user' as const, cate_type: def.cate };
    markNoticesRead(body, { silent: true })
      .then(() => unreadPoller.refresh())
      .catch(() => undefined);
  }, [list.load.status, list.items, uid, tab, def.cate]);

  return { tab, setTab, list };
}
