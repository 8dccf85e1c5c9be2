import Taro from '@tarojs/taro';
import { useState } from 'react';
import { LIMITS, MESSAGES, isTextWithin } from '../../../../types/validation';
import { saveNickname } from '../../../services/profile';

/** Characters as the rule counts them (code points, so an emoji is one). */
export function nicknameLength(value: string): number {
  return Array.from(value.trim()).length;
}

export function nicknameError(value: string): string | null {
  return isTextWithin(value, LIMITS.nickname) ? null : MESSAGES.nicknameInvalid;
}

/** Edit the nickname in place: 1-10 characters (SPEC §5), counter x/10. */
export function useNickname(current: string) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(current);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const edit = () => {
    setValue(current);
    setError('');
    setEditing(true);
  };
  const save = async () => {
    if (saving) return;
    const problem = nicknameError(value);
    if (problem) {
      setError(problem);
      return;
    }
    if (value.trim() === current) {
      setEditing(false);
      return;
    }
    setSaving(true);
    setError('');
    try {
      await saveNickname(value, { silent: true });
      setEditing(false);
      void Taro.showToast({ title: '昵称已更新', icon: 'success', duration: 1500 });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '保存失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  return {
    editing,
    value,
    error,
    saving,
    count: nicknameLength(value),
    max: LIMITS.nickname,
    edit,
    cancel: () => setEditing(false),
    change: (v: string) => {
      setValue(v);
      setError(nicknameLength(v) > LIMITS.nickname ? MESSAGES.nicknameInvalid : '');
    },
    save,
  };
}
