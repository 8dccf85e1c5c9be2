import { Input, Text, View } from '@tarojs/components';
import { useNickname } from '../use-nickname';

export default function NicknameRow({ nickname }: { nickname: string }) {
  const n = useNickname(nickname);
  if (!n.editing) {
    return (
      <View className='user-info__row'>
        <Text className='user-info__label'>昵称</Text>
        <Text className='user-info__value'>{nickname}</Text>
        <Text className='user-info__action' onClick={n.edit}>
          修改
        </Text>
      </View>
    );
  }
  const over = n.count > n.max;
  return (
    <View className='user-info__row user-info__row--edit'>
      <Text className='user-info__label'>昵称</Text>
      <View className={`user-info__field ${n.error ? 'user-info__field--error' : ''}`}>
        <Input
          className='user-info__input'
          value={n.value}
          focus
          placeholder='1-10个字符'
          onInput={(e) => n.change(e.detail.value)}
          onConfirm={n.save}
        />
        <Text className={`user-info__count ${over ? 'user-info__count--over' : ''}`}>
          {n.count}/{n.max}
        </Text>
      </View>
      <View className='user-info__buttons'>
        <View className={`btn btn--primary user-info__btn ${n.saving ? 'btn--disabled' : ''}`} onClick={n.save}>
          {n.saving ? '保存中...' : '保存'}
        </View>
        <View className='btn user-info__btn' onClick={n.cancel}>
          取消
        </View>
      </View>
      {n.error && <Text className='user-info__error'>{n.error}</Text>}
    </View>
  );
}
