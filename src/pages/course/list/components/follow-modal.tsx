import { Text, View } from '@tarojs/components';
import Modal from '../../../../components/modal';
import FollowQr from './follow-qr';
import { useFollowModal } from './use-follow-modal';

/** SPEC §4: follow the official account to get course and live reminders. */
export default function FollowModal() {
  const { state, qr, close } = useFollowModal();
  if (state === 'hidden') return null;
  if (state === 'followed') {
    return (
      <Modal open title='关注成功' okText='好的' onOk={close}>
        <Text>已关注「码途」公众号，开课、直播和答疑提醒会第一时间发给你。</Text>
      </Modal>
    );
  }
  return (
    <Modal open title='关注公众号，不错过开课提醒' okText='稍后再说' onOk={close}>
      <View className='follow-modal'>
        <FollowQr qr={qr} />
        <Text className='follow-modal__tip'>关注后自动完成，无需返回操作</Text>
      </View>
    </Modal>
  );
}
