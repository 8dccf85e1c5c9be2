import Taro, { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import type { CommentRow, TopicDetail } from '../../../../types/community';
import { usePaged } from '../../../components/community/use-paged';
import { deleteComment, deleteTopic, favoriteTopic, fetchTopic, likeComment, likeTopic, listComments } from '../../../services/api/community';
import { ApiError } from '../../../services/request';
import { goBack } from '../../../platform/navigation';

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string; code: number };

async function confirm(content: string): Promise<boolean> {
  const res = await Taro.showModal({ title: '确认删除', content, confirmText: '删除', confirmColor: '#d83931', cancelText: '取消' });
  return res.confirm;
}

/** /topic/:id: the topic (permit-checked by the server), reactions, comments. */
export function useTopic(topicId?: string) {
  const { params } = useRouter();
  const id = topicId ?? String(params.id ?? '');
  const [topic, setTopic] = useState<TopicDetail | null>(null);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchTopic(id, { silent: true })
      .then((t) => {
        setTopic(t);
        setLoad({ status: 'ready' });
      })
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败', code: e instanceof ApiError ? e.code : 0 }));
  }, [id]);
  useEffect(reload, [reload]);

  const comments = usePaged<CommentRow>((page_no) => listComments({ topic_id: id, page_no, page_size: 20 }, { silent: true }), id);

  const react = async (kind: 'like' | 'favorite') => {
    if (!topic || busy) return;
    setBusy(true);
    try {
      if (kind === 'like') {
        const s = await likeTopic(topic.topic_id, !topic.liked);
        setTopic({ ...topic, ...s });
      } else {
        const s = await favoriteTopic(topic.topic_id, !topic.favorited);
        setTopic({ ...topic, ...s });
      }
    } catch {
      // the request layer showed the message
    } finally {
      setBusy(false);
    }
  };

  const patchComment = (cid: string, fn: (c: CommentRow) => CommentRow) =>
    comments.setItems((list) => list.map((c) => (c.comment_id === cid ? fn(c) : { ...c, replies: c.replies?.map((r) => (r.comment_id === cid ? fn(r) : r)) })));

  return {
    id,
    topic,
    load,
    reload,
    comments,
    like: () => react('like'),
    favorite: () => react('favorite'),
    remove: async () => {
      if (!topic || !(await confirm('删除后不可恢复，确定删除这个帖子吗？'))) return;
      await deleteTopic(topic.topic_id);
      void Taro.showToast({ title: '已删除', icon: 'success', duration: 1200 });
      goBack();
    },
    likeComment: async (c: CommentRow) => {
      const s = await likeComment(c.comment_id, !c.liked).catch(() => null);
      if (s) patchComment(c.comment_id, (x) => ({ ...x, ...s }));
    },
    deleteComment: async (c: CommentRow) => {
      if (!(await confirm('确定删除这条评论吗？'))) return;
      await deleteComment(c.comment_id).catch(() => null);
      comments.reload();
      reload();
    },
    moreReplies: async (c: CommentRow) => {
      const page = await listComments({ topic_id: id, parent_id: c.comment_id, page_size: 100 }, { silent: true }).catch(() => null);
      if (page) patchComment(c.comment_id, (x) => ({ ...x, replies: page.list }));
    },
    posted: (row: CommentRow, parent: CommentRow | null) => {
      if (parent) patchComment(parent.comment_id, (x) => ({ ...x, reply_count: x.reply_count + 1, replies: [...(x.replies ?? []), row] }));
      else comments.setItems((list) => [{ ...row, replies: [] }, ...list]);
      setTopic((t) => (t ? { ...t, comment_count: t.comment_count + 1 } : t));
    },
  };
}
