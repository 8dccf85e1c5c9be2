import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../../../../types/api';
import type { NoticeRow, SystemNoticeRow } from '../../../../types/notice';
import { usePaged } from '../../../components/community/use-paged';
import { listSystemNotices, listUserNotices, markNoticesRead } from '../../../services/api/notice';
import { useAuthStore } from '../../../stores/auth.store';
import { unreadPoller, useNoticeStore } from '../../../stores/notice.store';
import { QA_TABS, openingTab, type QaTab } from './qa-tabs';

export { QA_TABS, type QaTab } from './qa-tabs';

export type QaItem = (NoticeRow & { kind: 'user' }) | (SystemNoticeRow & { kind: 'system' });

/**
 * /study/qa: Q&A notifications first, then replies, mentions, likes and system notices; viewing marks
 * them read. It opens on the tab holding the unread notices (once the counts are known), unless a
 * tab was asked for or the learner already picked one.
 */
export function useQa(initial?: QaTab) {
  const uid = useAuthStore((s) => s.uid) ?? '';
  const counts = useNoticeStore((s) => s.counts);
  const [tab, setTabState] = useState<QaTab>(() => initial ?? openingTab(counts));
  const decided = useRef(initial !== undefined || counts !== null);
  useEffect(() => {
    unreadPoller.start();
  }, []);
  useEffect(() => {
    if (decided.current || !counts) return;
    decided.current = true;
    setTabState(openingTab(counts));
  }, [counts]);
  const setTab = useCallback((t: QaTab) => {
    decided.current = true;
    setTabState(t);
  }, []);
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
