import { useCallback, useEffect, useState } from 'react';
import type { DiscuzRow } from '../../../../types/community';
import { listBoards } from '../../../services/api/community';
import { ApiError } from '../../../services/request';

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/** /planet: the open boards; the chosen board (and tag) picks the topic list. */
export function usePlanet() {
  const [boards, setBoards] = useState<DiscuzRow[]>([]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [boardId, setBoardId] = useState('');
  const [tagId, setTagId] = useState('');
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    listBoards({ silent: true })
      .then((list) => {
        setBoards(list);
        setBoardId((cur) => cur || list[0]?.id || '');
        setLoad({ status: 'ready' });
      })
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
  }, []);
  useEffect(reload, [reload]);
  const board = boards.find((b) => b.id === boardId) ?? null;
  const tag = board?.tags.find((t) => t.id === tagId) ?? null;
  return {
    boards,
    load,
    reload,
    board,
    tag,
    /** where new topics go and which list shows */
    cate: tag?.cate ?? board?.cate ?? '',
    choose: (id: string) => {
      setBoardId(id);
      setTagId('');
    },
    chooseTag: (id: string) => setTagId((cur) => (cur === id ? '' : id)),
  };
}
