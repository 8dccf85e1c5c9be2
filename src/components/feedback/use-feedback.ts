import Taro from '@tarojs/taro';
import { useState } from 'react';
import { FEEDBACK_MESSAGES } from '../../../types/feedback';
import { currentUrl } from '../../platform/navigation';
import { sendFeedback } from '../../services/api/feedback';
import { feedbackError } from './feedback-rules';

/** State of the feedback modal: open/close, the form, and one submission at a time. */
export function useFeedback() {
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (sending) return;
    const problem = feedbackError(content, contact);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await sendFeedback({ content: content.trim(), contact: contact.trim(), page: currentUrl().slice(0, 200) });
      setOpen(false);
      setContent('');
      setContact('');
      void Taro.showToast({ title: FEEDBACK_MESSAGES.thanks, icon: 'none', duration: 2500 });
    } catch {
      // the request layer already showed the server's message; keep the text for another try
    } finally {
      setSending(false);
    }
  };

  return { open, show: () => setOpen(true), hide: () => setOpen(false), content, setContent, contact, setContact, sending, error, submit };
}
