import { Input, Text, View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import type { MentionOption } from '../../../types/community';
import { mentionOptions } from '../../services/api/community';
import Avatar from '../avatar';

/** @mention options: the topic's participants first, then a nickname search. */
export default function MentionPicker({ topicId, onPick }: { topicId?: string; onPick(o: MentionOption): void }) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<MentionOption[] | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      mentionOptions({ topic_id: topicId, keyword: keyword.trim() || undefined }, { silent: true })
        .then((list) => live && setOptions(list))
        .catch(() => live && setOptions([]));
    }, keyword ? 300 : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [topicId, keyword]);
  return (
    <View className='mention-picker'>
      <Input className='mention-picker__search' placeholder='搜索昵称' value={keyword} maxlength={20} onInput={(e) => setKeyword(e.detail.value)} />
      {options === null && <Text className='mention-picker__hint'>加载中...</Text>}
      {options?.length === 0 && <Text className='mention-picker__hint'>没有可以提及的用户</Text>}
      {options?.map((o) => (
        <View key={o.uid} className='mention-picker__item' onClick={() => onPick(o)}>
          <Avatar src={o.head_img_url} name={o.nick_name} size={24} />
          <Text className='mention-picker__name'>{o.nick_name}</Text>
        </View>
      ))}
    </View>
  );
}
