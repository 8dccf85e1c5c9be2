import { Text, View } from '@tarojs/components';
import { go } from '../../platform/navigation';
import { hasPath, userLinks } from '../../routes';
import { openFeedback } from '../feedback';
import NoticeBadge from '../notice-badge';
import './index.scss';

interface Props {
  nickname: string;
  vip: boolean;
  unread: number;
  onClose(): void;
  onLogout(): void;
}

/**
 * The desktop avatar menu (issue 25): 个人中心, the user's own pages (SPEC §2 labels), 兑换礼包
 * for non-VIP users only (SPEC §6), 意见反馈 (the feedback modal), 关于码途 and 退出登录.
 */
export default function UserMenu({ nickname, vip, unread, onClose, onLogout }: Props) {
  const open = (path: string) => {
    onClose();
    go(path);
  };
  return (
    <>
      <View className='menu-mask' onClick={onClose} />
      <View className='menu user-menu'>
        <View className='user-menu__head' onClick={() => open('/user/center')}>
          <Text className='user-menu__nick'>{nickname}</Text>
          <Text className={`user-menu__vip ${vip ? 'user-menu__vip--on' : ''}`}>{vip ? '超级会员' : '个人中心'}</Text>
        </View>
        <View className='menu__sep' />
        {userLinks(vip).map((l) => (
          <View key={l.path} className='menu__item' onClick={() => open(l.path)}>
            <Text>{l.label}</Text>
            {l.path === '/study/qa' && <NoticeBadge count={unread} />}
          </View>
        ))}
        <View className='menu__sep' />
        <View
          className='menu__item feedback-entry'
          onClick={() => {
            onClose();
            openFeedback();
          }}
        >
          意见反馈
        </View>
        {hasPath('/about') && (
          <View className='menu__item' onClick={() => open('/about')}>
            关于码途
          </View>
        )}
        <View className='menu__item menu__item--danger' onClick={onLogout}>
          退出登录
        </View>
      </View>
    </>
  );
}
