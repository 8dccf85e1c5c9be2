import Taro from '@tarojs/taro';
import { useState } from 'react';
import type { CommentRow, MentionOption } from '../../../types/community';
import { postComment } from '../../services/api/community';
import { ApiError } from '../../services/request';
import { useAuthStore } from '../../stores/auth.store';
import { commentCounter, commentError, insertMention, mentionsOf } from './editor-rules';
import { useImages } from './use-images';
import { useSubmit } from './use-submit';

export interface ReplyTarget {
  /** the thread's comment */
  parent: CommentRow;
  /** the comment or reply answered */
  to: CommentRow;
}

/** The comment box: live counter, 500-character rule, images, @mentions, emoji, 提交中... while sending. */
export function useCommentBox(topicId: string, onPosted: (c: CommentRow, target: ReplyTarget | null) => void) {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const [mentionPool, setMentionPool] = useState<MentionOption[]>([]);
  const images = useImages();
  const send = useSubmit('发表');

  const submit = () =>
    send.run(async () => {
      const problem = commentError(value);
      if (problem) {
        setError(problem);
        return;
      }
      setError('');
      const uid = useAuthStore.getState().uid ?? '';
      try {
        const row = await postComment(
          {
            uid,
            topic_id: topicId,
            parent_id: target ? target.parent.comment_id : '0',
            level: target ? 2 : 1,
            content: value,
            mentionedUids: mentionsOf(value, mentionPool),
            toUid: target ? target.to.author.uid : undefined,
            toReplyId: target ? target.to.comment_id : undefined,
            target: target ? 'comment' : 'topic',
            images: images.joined() || undefined,
          },
          { silent: true },
        );
        setValue('');
        images.reset();
        setTarget(null);
        onPosted(row, target);
        void Taro.showToast({ title: '发表成功', icon: 'success', duration: 1200 });
      } catch (e) {
        setError(e instanceof ApiError ? e.message : '发表失败，请稍后重试');
      }
    });

  return {
    value,
    error,
    target,
    counter: commentCounter(value),
    submitting: send.submitting,
    label: send.label,
    images,
    change: (v: string) => {
      setValue(v);
      if (error) setError('');
    },
    addEmoji: (e: string) => setValue((v) => v + e),
    mention: (o: MentionOption) => {
      setMentionPool((pool) => (pool.some((p) => p.uid === o.uid) ? pool : [...pool, o]));
      setValue((v) => insertMention(v, o.nick_name));
    },
    replyTo: (t: ReplyTarget | null) => setTarget(t),
    submit,
  };
}
