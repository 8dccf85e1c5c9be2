import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import { ApiCode } from '../../../../types/api';
import type { SetItemContext } from '../../../../types/problemset';
import { go } from '../../../platform/navigation';
import { setItem } from '../../../services/api/problemset';
import { ApiError } from '../../../services/request';

/**
 * An item in its list: position, progress and the list-ordered neighbours. Unknown items, and
 * items of another set than the URL's `sid`, go to the 404 page.
 */
export function useSetItem() {
  const { params } = useRouter();
  const itemId = String(params.itemId ?? '');
  const sid = params.sid ? String(params.sid) : undefined;
  const [ctx, setCtx] = useState<SetItemContext | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(
    (quiet = false) => {
      if (!quiet) setError('');
      setItem(itemId, sid, { silent: true }).then(setCtx, (e: unknown) => {
        if (e instanceof ApiError && (e.code === ApiCode.NOT_FOUND || e.code === ApiCode.INVALID)) return go(`/404?from=${encodeURIComponent(`/problemset/item/${itemId}`)}`, { replace: true });
        if (!quiet) setError(e instanceof ApiError ? e.message : '加载失败');
      });
    },
    [itemId, sid],
  );
  useEffect(() => load(), [load]);

  /** another item of the same list, replacing this page (back returns to the set) */
  const open = (id: string) => id && ctx && go(`/problemset/item/${id}?sid=${ctx.set.id}`, { replace: true });

  return { ctx, error, reload: () => load(), refresh: () => load(true), open };
}
