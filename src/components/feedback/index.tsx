import { Input, Text, Textarea } from '@tarojs/components';
import { FEEDBACK_LIMITS } from '../../../types/feedback';
import { isSignedIn, useAuthStore } from '../../stores/auth.store';
import Modal from '../modal';
import { contentLength } from './feedback-rules';
import { useFeedback } from './use-feedback';
import './index.scss';

export { openFeedback } from './use-feedback';

/**
 * The feedback modal (SPEC §2 shell), for signed-in users. It opens from 意见反馈 in the user
 * menu (desktop) or the drawer (phones): no floating button covers a page's controls.
 */
export default function Feedback() {
  const auth = useAuthStore();
  const f = useFeedback();
  if (!isSignedIn(auth, Date.now())) return null;
  const length = contentLength(f.content);
  return (
    <>
      <Modal open={f.open} title='意见反馈' okText={f.sending ? '提交中...' : '提交'} onOk={() => void f.submit()} onClose={f.hide}>
        <Textarea
          className='feedback__content'
          value={f.content}
          placeholder='遇到了什么问题，或者希望码途做得更好的地方'
          maxlength={-1}
          onInput={(e) => f.setContent(e.detail.value)}
        />
        <Text className={`feedback__counter ${length > FEEDBACK_LIMITS.content ? 'feedback__counter--over' : ''}`}>
          {length}/{FEEDBACK_LIMITS.content}
        </Text>
        <Input className='feedback__contact' value={f.contact} placeholder='联系方式（选填）' onInput={(e) => f.setContact(e.detail.value)} />
        {f.error && <Text className='feedback__error'>{f.error}</Text>}
      </Modal>
    </>
  );
}
