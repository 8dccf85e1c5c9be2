import Taro, { useRouter } from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { CONTENT_TYPE_LABEL, ContentType, type MentionOption } from '../../../../types/community';
import { decodeCate } from '../../../../types/encoded-id';
import { LIMITS } from '../../../../types/validation';
import { insertMention, mentionsOf, textLength, topicErrors } from '../../../components/community/editor-rules';
import { useImages } from '../../../components/community/use-images';
import { useSubmit } from '../../../components/community/use-submit';
import { go } from '../../../platform/navigation';
import { fetchTopic, postTopic, updateTopic } from '../../../services/api/community';
import { ApiError } from '../../../services/request';
import { useFieldErrors } from '../../../utils/field-errors';

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/** /topic/edit/:cate — title, markdown content, up to 9 images, @mentions, emoji; ?topic_id= edits. */
export function useTopicEdit() {
  const { params } = useRouter();
  const cate = String(params.cate ?? '');
  const topicId = params.topic_id ? String(params.topic_id) : '';
  const ref = decodeCate(cate);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const fields = useFieldErrors({ title, content }, (v) => topicErrors(v.title, v.content));
  const [pool, setPool] = useState<MentionOption[]>([]);
  const [preview, setPreview] = useState(false);
  const [load, setLoad] = useState<Load>(topicId ? { status: 'loading' } : ref ? { status: 'ready' } : { status: 'error', message: '发帖的分类不正确' });
  const images = useImages();
  const send = useSubmit(topicId ? '保存' : '发布');

  useEffect(() => {
    if (!topicId) return;
    fetchTopic(topicId, { silent: true })
      .then((t) => {
        setTitle(t.title);
        setContent(t.content);
        setPool(t.mentions);
        images.replace(t.images);
        setLoad({ status: 'ready' });
      })
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
    // the editor loads the topic once per id; `images` is a fresh object every render
  }, [topicId]);

  const submit = () =>
    send.run(async () => {
      if (!fields.check()) return;
      const body = { title, content, images: images.joined() || undefined, mentionedUids: mentionsOf(content, pool) || undefined };
      try {
        const id = topicId ? (await updateTopic({ topic_id: topicId, ...body }, { silent: true })).topic_id : (await postTopic({ cate, ...body }, { silent: true })).topic_id;
        void Taro.showToast({ title: topicId ? '已保存' : '发布成功', icon: 'success', duration: 1200 });
        go(`/topic/${id}`, { replace: true });
      } catch (e) {
        if (e instanceof ApiError && e.errors.length) {
          const next: Record<string, string> = {};
          for (const f of e.errors) next[f.field === 'title' || f.field === 'content' ? f.field : 'form'] = f.message;
          fields.raise(next);
        } else fields.raise({ form: e instanceof ApiError ? e.message : '发布失败，请稍后重试' });
      }
    });

  return {
    cate,
    topicId,
    where: ref ? (CONTENT_TYPE_LABEL[ref.cate_type as ContentType] ?? '') : '',
    load,
    title,
    content,
    errors: fields.errors,
    preview,
    images,
    titleCount: textLength(title),
    contentCount: textLength(content),
    limits: { title: LIMITS.topicTitle, content: LIMITS.topicContent },
    submitting: send.submitting,
    label: send.label,
    setTitle: (v: string) => setTitle(v),
    setContent: (v: string) => setContent(v),
    togglePreview: () => setPreview((p) => !p),
    addEmoji: (e: string) => setContent((v) => v + e),
    mention: (o: MentionOption) => {
      setPool((p) => (p.some((x) => x.uid === o.uid) ? p : [...p, o]));
      setContent((v) => insertMention(v, o.nick_name));
    },
    submit,
  };
}
