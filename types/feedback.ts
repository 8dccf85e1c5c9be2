/** Feedback (SPEC §2 feedback modal and /feedback). */

export interface FeedbackRequest {
  content: string;
  /** optional way to reach the user: phone, WeChat id or email */
  contact?: string;
  /** the page the user was on */
  page?: string;
}

export interface FeedbackRow {
  id: string;
  uid: string;
  nick_name: string;
  content: string;
  contact: string;
  page: string;
  client_type: string;
  handled: boolean;
  created_at: string;
}

export interface AdminFeedbackQuery {
  handled?: 0 | 1;
  page_no?: number;
  page_size?: number;
}

export const FEEDBACK_LIMITS = { content: 1000, contact: 50, page: 200, perTenMinutes: 5 } as const;
export const FEEDBACK_MESSAGES = {
  contentInvalid: '反馈内容不能为空且不超过1000个字符',
  contactTooLong: '联系方式不能超过50个字符',
  tooFrequent: '反馈提交过于频繁，请稍后再试',
  thanks: '感谢你的反馈，我们会尽快处理',
} as const;
