import Taro from '@tarojs/taro';
import { useState } from 'react';
import { create } from 'zustand';
import { FEEDBACK_MESSAGES } from '../../../types/feedback';
import { currentUrl } from '../../platform/navigation';
import { sendFeedback } from '../../services/api/feedback';
import { feedbackError } from './feedback-rules';
import { useFieldErrors } from '../../utils/field-errors';

/**
 * Whether the feedback modal is open. Its entries live in menus (the desktop user menu, the
 * mobile drawer), not in a floating button that would cover a page's controls (issue 25).
 */
export const useFeedbackModal = create<{ open: boolean }>(() => ({ open: false }));
export const openFeedback = () => useFeedbackModal.setState({ open: true });
const setOpen = (open: boolean) => useFeedbackModal.setState({ open });

/** State of the feedback modal: open/close, the form, and one submission at a time. */
export function useFeedback() {
  const open = useFeedbackModal((s) => s.open);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [sending, setSending] = useState(false);
  // one message about both fields: it goes once either is changed into a valid pair
  const check = useFieldErrors({ entry: `${content}\u0001${contact}` }, () => ({ entry: feedbackError(content, contact) }));
  const error = check.errors.entry ?? null;

  const submit = async () => {
    if (sending) return;
    if (!check.check()) return;
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
