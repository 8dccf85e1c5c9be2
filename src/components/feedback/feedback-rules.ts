import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from '../../../types/feedback';
import { isTextWithin } from '../../../types/validation';

/** The first problem with a feedback form, or null when it can be sent (same rules as the server). */
export function feedbackError(content: string, contact: string): string | null {
  if (!isTextWithin(content, FEEDBACK_LIMITS.content)) return FEEDBACK_MESSAGES.contentInvalid;
  if (Array.from(contact.trim()).length > FEEDBACK_LIMITS.contact) return FEEDBACK_MESSAGES.contactTooLong;
  return null;
}

export function contentLength(content: string): number {
  return Array.from(content.trim()).length;
}
