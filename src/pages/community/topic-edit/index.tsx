import { Button, Input, Text, Textarea, View } from '@tarojs/components';
import Icon from '../../../components/icon';
import { useState } from 'react';
import EmojiPicker from '../../../components/community/emoji-picker';
import ImageGrid from '../../../components/community/image-grid';
import MentionPicker from '../../../components/community/mention-picker';
import Markdown from '../../../components/markdown';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { useTopicEdit } from './use-topic-edit';
import '../../../components/community/index.scss';
import './index.scss';

/** /topic/edit/:cate — the topic editor. */
export default function TopicEditPage() {
  return (
    <PageShell name='topicEdit'>
      <TopicEdit />
    </PageShell>
  );
}

function TopicEdit() {
  const s = useTopicEdit();
  const [panel, setPanel] = useState<'emoji' | 'mention' | null>(null);
  const toggle = (p: 'emoji' | 'mention') => setPanel((cur) => (cur === p ? null : p));
  if (s.load.status === 'error') return <ErrorState text={s.load.message} />;
  if (s.load.status === 'loading') return <Loading />;
  return (
    <View className='community-page topic-edit'>
      <Text className='topic-edit__heading'>
        {s.topicId ? '编辑帖子' : '发帖'}
        {s.where && <Text className='topic-edit__where'> · {s.where}</Text>}
      </Text>
      <View className='topic-edit__field'>
        <Input className='topic-edit__title' placeholder='标题（不超过60个字）' value={s.title} maxlength={-1} onInput={(e) => s.setTitle(e.detail.value)} />
        <Text className={`topic-edit__count ${s.titleCount > s.limits.title ? 'topic-edit__count--over' : ''}`}>
          {s.titleCount}/{s.limits.title}
        </Text>
      </View>
      {s.errors.title && <Text className='topic-edit__error'>{s.errors.title}</Text>}
      <View className='topic-edit__tools'>
        <View className='topic-edit__tool' onClick={() => toggle('emoji')}>
          <Icon name='smile' className='topic-edit__icon' />
          <Text>表情</Text>
        </View>
        <Text className='topic-edit__tool' onClick={() => toggle('mention')}>
          @ 提及
        </Text>
        <Text className='topic-edit__tool' onClick={() => void s.images.pick()}>
          图片 {s.images.images.length}/9
        </Text>
        <Text className='topic-edit__tool' onClick={s.togglePreview}>
          {s.preview ? '继续编辑' : '预览'}
        </Text>
      </View>
      {panel === 'emoji' && <EmojiPicker onPick={s.addEmoji} />}
      {panel === 'mention' && (
        <MentionPicker
          topicId={s.topicId || undefined}
          onPick={(o) => {
            s.mention(o);
            setPanel(null);
          }}
        />
      )}
      {s.preview ? (
        <View className='topic-edit__preview'>
          <Markdown source={s.content || '（还没有内容）'} />
        </View>
      ) : (
        <Textarea
          className='topic-edit__content'
          placeholder='正文，支持 Markdown、代码块（```cpp）和公式（$a^2$）'
          value={s.content}
          maxlength={-1}
          onInput={(e) => s.setContent(e.detail.value)}
        />
      )}
      <Text className={`topic-edit__count topic-edit__count--block ${s.contentCount > s.limits.content ? 'topic-edit__count--over' : ''}`}>
        {s.contentCount}/{s.limits.content}
      </Text>
      {s.errors.content && <Text className='topic-edit__error'>{s.errors.content}</Text>}
      <ImageGrid images={s.images.images} uploading={s.images.uploading} onRemove={s.images.remove} onAdd={() => void s.images.pick()} />
      {s.images.error && <Text className='topic-edit__error'>{s.images.error}</Text>}
      {s.errors.form && <Text className='topic-edit__error'>{s.errors.form}</Text>}
      <Button className='btn btn--primary btn--block topic-edit__submit' disabled={s.submitting || s.images.uploading > 0} onClick={() => void s.submit()}>
        {s.label}
      </Button>
    </View>
  );
}
