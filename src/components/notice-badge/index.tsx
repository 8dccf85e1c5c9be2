import { Text } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { useEffect } from 'react';
import { badgeText } from '../../../types/notice';
import { useAuthStore } from '../../stores/auth.store';
import { unreadPoller, useNoticeStore } from '../../stores/notice.store';
import './index.scss';

/** Starts (or resumes) the unread poll when a page shows; navigation and focus both count. */
export function useUnreadPoll(): number {
  const uid = useAuthStore((s) => s.uid);
  const token = useAuthStore((s) => s.token);
  const total = useNoticeStore((s) => s.counts?.total ?? 0);
  useEffect(() => {
    if (uid && token) unreadPoller.start();
  }, [uid, token]);
  useDidShow(() => {
    if (useAuthStore.getState().token) unreadPoller.start();
  });
  return uid && token ? total : 0;
}

/** The red unread badge (99+ above 99); renders nothing at 0. */
export default function NoticeBadge({ count, className = '' }: { count: number; className?: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return <Text className={`notice-badge ${className}`}>{text}</Text>;
}
