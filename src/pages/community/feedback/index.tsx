import { Button, Input, Text, Textarea, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, type FeedbackRow } from '../../../../types/feedback';
import { contentLength, feedbackError } from '../../../components/feedback/feedback-rules';
import { useFieldErrors } from '../../../utils/field-errors';
import { useSubmit } from '../../../components/community/use-submit';
import { usePaged } from '../../../components/community/use-paged';
import { Empty, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { myFeedback, sendFeedback } from '../../../services/api/feedback';
import { formatDate } from '../../../utils/format';
import '../../../components/community/index.scss';
import './index.scss';

/** /feedback — the same persisted feedback as the modal, plus what I sent and whether it was handled. */
export default function FeedbackPage() {
  return (
    <PageShell name='feedbackPage'>
      <FeedbackView />
    </PageShell>
  );
}

function FeedbackView() {
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  // one message about both fields: it goes once either is changed into a valid pair
  const check = useFieldErrors({ entry: `${content}\u0001${contact}` }, () => ({ entry: feedbackError(content, contact) }));
  const error = check.errors.entry ?? null;
  const send = useSubmit('提交反馈');
  const mine = usePaged<FeedbackRow>((page_no) => myFeedback({ page_no, page_size: 20 }, { silent: true }), 'mine');
  const submit = () =>
    send.run(async () => {
      if (!check.check()) return;
      try {
        await sendFeedback({ content: content.trim(), contact: contact.trim(), page: '/feedback' });
        setContent('');
        setContact('');
        void Taro.showToast({ title: FEEDBACK_MESSAGES.thanks, icon: 'none', duration: 2500 });
        mine.reload();
      } catch {
        // the request layer showed the server's message; the text stays for another try
      }
    });
  return (
    <View className='community-page feedback-page'>
      <View className='feedback-page__form'>
        <Text className='feedback-page__heading'>意见反馈</Text>
        <Textarea className='feedback-page__input' placeholder='遇到的问题或建议' value={content} maxlength={-1} onInput={(e) => setContent(e.detail.value)} />
        <Text className={`feedback-page__count ${contentLength(content) > FEEDBACK_LIMITS.content ? 'feedback-page__count--over' : ''}`}>
          {contentLength(content)}/{FEEDBACK_LIMITS.content}
        </Text>
        <Input className='feedback-page__contact' placeholder='联系方式（选填）' value={contact} maxlength={-1} onInput={(e) => setContact(e.detail.value)} />
        {error && <Text className='feedback-page__error'>{error}</Text>}
        <Button className='btn btn--primary btn--block' disabled={send.submitting} onClick={() => void submit()}>
          {send.label}
        </Button>
      </View>
      <Text className='feedback-page__heading feedback-page__heading--list'>我的反馈</Text>
      {mine.load.status === 'loading' && !mine.items.length && <Loading />}
      {mine.load.status !== 'loading' && !mine.items.length && <Empty text='还没有提交过反馈，在上面写下你的建议即可' />}
      {mine.items.map((f) => (
        <View key={f.id} className='feedback-page__item'>
          <Text className='feedback-page__content'>{f.content}</Text>
          <View className='feedback-page__meta'>
            <Text>{formatDate(f.created_at)}</Text>
            <Text className={f.handled ? 'feedback-page__done' : 'feedback-page__open'}>{f.handled ? '已处理' : '处理中'}</Text>
          </View>
        </View>
      ))}
    </View>
  );
}
