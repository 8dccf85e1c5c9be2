import { Button, Text, Textarea, View } from '@tarojs/components';
import Icon from '../icon';
import { useState } from 'react';
import { LIMITS } from '../../../types/validation';
import EmojiPicker from './emoji-picker';
import ImageGrid from './image-grid';
import MentionPicker from './mention-picker';
import type { useCommentBox } from './use-comment-box';

type Box = ReturnType<typeof useCommentBox>;

/** Comment input: counter x/500 (red when over), emoji, @, images, and the send button. */
export default function CommentBox({ box, topicId }: { box: Box; topicId: string }) {
  const [panel, setPanel] = useState<'emoji' | 'mention' | null>(null);
  const toggle = (p: 'emoji' | 'mention') => setPanel((cur) => (cur === p ? null : p));
  return (
    <View className='comment-box'>
      {box.target && (
        <View className='comment-box__target'>
          <Text>回复 @{box.target.to.author.nick_name}</Text>
          <Text className='comment-box__cancel' onClick={() => box.replyTo(null)}>
            取消
          </Text>
        </View>
      )}
      <Textarea
        className='comment-box__input'
        value={box.value}
        placeholder={box.target ? `回复 ${box.target.to.author.nick_name}` : '写下你的评论…'}
        // no maxlength: the counter shows how far over the text is (SPEC §5)
        maxlength={-1}
        autoHeight
        onInput={(e) => box.change(e.detail.value)}
      />
      <ImageGrid images={box.images.images} uploading={box.images.uploading} onRemove={box.images.remove} />
      <View className='comment-box__bar'>
        <View className='comment-box__tool' onClick={() => toggle('emoji')} aria-label='表情'>
          <Icon name='smile' />
        </View>
        <Text className='comment-box__tool' onClick={() => toggle('mention')}>
          @
        </Text>
        <Text className='comment-box__tool' onClick={() => void box.images.pick()}>
          图片
        </Text>
        <Text className={`comment-box__counter ${box.counter.over ? 'comment-box__counter--over' : ''}`}>
          {box.counter.count}/{LIMITS.comment}
        </Text>
        <Button className='btn btn--primary comment-box__send' disabled={box.submitting || box.images.uploading > 0} onClick={() => void box.submit()}>
          {box.label}
        </Button>
      </View>
      {box.error && <Text className='comment-box__error'>{box.error}</Text>}
      {panel === 'emoji' && <EmojiPicker onPick={box.addEmoji} />}
      {panel === 'mention' && (
        <MentionPicker
          topicId={topicId}
          onPick={(o) => {
            box.mention(o);
            setPanel(null);
          }}
        />
      )}
    </View>
  );
}
