import { Alert, Button, Form, Input, Modal, Progress, Select } from 'antd';
import { COURSE_LIMITS, formatDuration } from '../../../../types/course';
import { adminVideoGroups } from '../../../services/api/course-admin';
import { useAdminData } from '../course-shared/use-admin-data';
import { useVideoUpload } from './use-video-upload';

export const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** 上传视频: the button and its dialog; the file goes straight to storage with a progress bar. */
export function UploadVideo({ onDone }: { onDone: () => void }) {
  const up = useVideoUpload(onDone);
  const groups = useAdminData(adminVideoGroups, []);
  return (
    <>
      <Button type='primary' onClick={up.open}>上传视频</Button>
      <Modal open={up.visible} title='上传视频' okText={up.busy ? '上传中...' : '上传并保存'} cancelText='取消' okButtonProps={{ disabled: up.busy || !up.file }} cancelButtonProps={{ disabled: up.busy }} onOk={up.start} onCancel={up.close} destroyOnHidden>
        <Form layout='vertical'>
          <Form.Item label='视频文件（mp4 / webm）' required>
            <input type='file' accept='video/mp4,video/webm,.mp4,.webm' aria-label='选择视频文件' disabled={up.busy} onChange={(e) => up.choose(e.target.files?.[0] ?? null)} />
            {up.file && <div style={{ marginTop: 4, color: '#8f959e' }}>{up.file.name} · {mb(up.file.size)}{up.duration ? ` · ${formatDuration(up.duration)}` : ''}</div>}
          </Form.Item>
          <Form.Item label='标题' required>
            <Input value={up.title} maxLength={COURSE_LIMITS.videoTitle} onChange={(e) => up.setTitle(e.target.value)} disabled={up.busy} />
          </Form.Item>
          <Form.Item label='分组'>
            <Select allowClear value={up.groupId || undefined} onChange={(v) => up.setGroupId(v ?? '')} options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))} disabled={up.busy} />
          </Form.Item>
          {(up.busy || up.percent > 0) && <Progress percent={up.percent} status={up.error ? 'exception' : up.percent === 100 ? 'success' : 'active'} />}
          {up.error && <Alert type='error' showIcon title={up.error} />}
        </Form>
      </Modal>
    </>
  );
}
