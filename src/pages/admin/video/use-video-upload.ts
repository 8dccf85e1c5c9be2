import { message } from 'antd';
import { useState } from 'react';
import { adminSaveVideo } from '../../../services/api/course-admin';
import { ApiError } from '../../../services/request';
import { useAuthStore } from '../../../stores/auth.store';
import { readDuration, uploadToStorage } from './direct-upload';

/** The upload dialog: pick a file (its duration is read locally), upload with progress, register. */
export function useVideoUpload(onDone: () => void) {
  const [visible, setVisible] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [groupId, setGroupId] = useState('');
  const [duration, setDuration] = useState(0);
  const [percent, setPercent] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const reset = () => {
    setFile(null);
    setTitle('');
    setDuration(0);
    setPercent(0);
    setError('');
  };

  const choose = (f: File | null) => {
    setFile(f);
    setError('');
    setPercent(0);
    if (!f) return;
    setTitle((t) => t || f.name.replace(/\.[^.]+$/, '').slice(0, 80));
    void readDuration(f).then(setDuration);
  };

  const start = async () => {
    if (!file || busy) return;
    if (!title.trim()) return setError('请填写标题');
    setBusy(true);
    setError('');
    try {
      const key = await uploadToStorage(useAuthStore.getState().uid ?? '', file, setPercent);
      setPercent(100);
      await adminSaveVideo({ title: title.trim(), key, duration, group_id: groupId || undefined });
      void message.success('视频已上传');
      setVisible(false);
      reset();
      onDone();
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : '上传失败');
    } finally {
      setBusy(false);
    }
  };

  return {
    visible,
    file,
    title,
    setTitle,
    groupId,
    setGroupId,
    duration,
    percent,
    busy,
    error,
    choose,
    start,
    open: () => setVisible(true),
    close: () => {
      if (busy) return;
      setVisible(false);
      reset();
    },
  };
}
