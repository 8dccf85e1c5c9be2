import { Text, View } from '@tarojs/components';
import Avatar from '../../../../components/avatar';
import type { UserProfile } from '../../../../../types/user';
import { useAvatar } from '../use-avatar';

export default function AvatarRow({ user }: { user: UserProfile }) {
  const a = useAvatar();
  const uploading = a.progress !== null;
  return (
    <View className='user-info__row user-info__row--avatar'>
      <Text className='user-info__label'>头像</Text>
      <View className='user-info__avatar' onClick={a.pick}>
        <View className='user-info__avatar-img'>
          <Avatar src={user.head_img_url} name={user.nick_name} size={56} />
          {uploading && (
            <View className='user-info__avatar-mask'>
              <Text>{a.progress}%</Text>
            </View>
          )}
        </View>
        <Text className='user-info__action'>{uploading ? '上传中...' : '点击更换'}</Text>
      </View>
      {uploading && (
        <View className='user-info__progress'>
          <View className='user-info__progress-bar' style={{ width: `${a.progress}%` }} />
        </View>
      )}
      {a.error && <Text className='user-info__error'>{a.error}</Text>}
    </View>
  );
}
