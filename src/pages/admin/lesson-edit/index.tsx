import { useRouter } from '@tarojs/taro';
import { Alert, Button, Card, Form, Input, InputNumber, Radio, Select, Space, Switch, message } from 'antd';
import { useEffect, useState } from 'react';
import { COURSE_LIMITS, formatDuration, type LessonKind } from '../../../../types/course';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminGroups, adminLesson, adminSaveLesson, adminVideos } from '../../../services/api/course-admin';
import { ApiError } from '../../../services/request';
import { useAdminData } from '../course-shared/use-admin-data';

export default function AdminLessonEditPage() {
  const id = String(useRouter().params.id ?? '');
  return (
    <AdminShell name={id ? 'adminLessonDetail' : 'adminLessonCreate'}>
      <LessonForm id={id} />
    </AdminShell>
  );
}

interface Draft {
  group_id: string;
  title: string;
  kind: LessonKind;
  video_id: string;
  content: string;
  free_preview: boolean;
  published: boolean;
  order_value: number;
}

/** /admin/course/:cid/lesson/create and /:id/detail: a video (from the library) or an article. */
function LessonForm({ id }: { id: string }) {
  const cid = String(useRouter().params.cid ?? '');
  const [keyword, setKeyword] = useState('');
  const s = useAdminData(() => Promise.all([adminGroups(cid), id ? adminLesson(cid, id) : Promise.resolve(null)]), [cid, id]);
  const videos = useAdminData(() => adminVideos({ keyword: keyword || undefined, page_size: 50 }), [keyword]);
  const [draft, setDraft] = useState<Draft>({ group_id: '', title: '', kind: 'video', video_id: '', content: '', free_preview: false, published: true, order_value: 0 });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const [groups, l] = s.data ?? [[], null];
    if (l) setDraft({ group_id: l.group_id, title: l.title, kind: l.kind, video_id: l.video_id, content: l.content, free_preview: l.free_preview, published: l.published, order_value: l.order_value });
    else if (groups.length) setDraft((d) => (d.group_id ? d : { ...d, group_id: groups[0].group_id }));
  }, [s.data]);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const saved = await adminSaveLesson({ ...draft, course_id: cid, lesson_id: id || undefined, video_id: draft.kind === 'video' ? draft.video_id : undefined });
      void message.success('已保存');
      if (!id) go(`/admin/course/${cid}/lesson/${saved.lesson_id}/detail`, { replace: true });
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors(Object.fromEntries(e.errors.map((f) => [f.field, f.message])));
        void message.error(e.message);
      }
    } finally {
      setSaving(false);
    }
  };
  const err = (f: string) => (errors[f] ? { validateStatus: 'error' as const, help: errors[f] } : {});
  const videoOptions = (videos.data?.list ?? []).map((v) => ({ value: v.video_id, label: `#${v.video_id} ${v.title}（${formatDuration(v.duration)}）` }));
  return (
    <Card title={id ? `课时 #${id}` : '新建课时'} extra={<Button onClick={() => go(`/admin/course/${cid}/lessons`)}>返回课时列表</Button>}>
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Form layout='vertical' style={{ maxWidth: 720 }}>
        <Form.Item label='章节' required {...err('group_id')}>
          <Select style={{ width: 280 }} value={draft.group_id || undefined} onChange={(v) => set({ group_id: v })} options={(s.data?.[0] ?? []).map((g) => ({ value: g.group_id, label: g.name }))} />
        </Form.Item>
        <Form.Item label='标题' required {...err('title')}>
          <Input value={draft.title} maxLength={COURSE_LIMITS.title} showCount onChange={(e) => set({ title: e.target.value })} />
        </Form.Item>
        <Form.Item label='类型'>
          <Radio.Group value={draft.kind} onChange={(e) => set({ kind: e.target.value as LessonKind })} options={[{ value: 'video', label: '视频' }, { value: 'article', label: '图文' }]} />
        </Form.Item>
        {draft.kind === 'video' && (
          <Form.Item label='视频' required {...err('video_id')} extra={<a onClick={() => go('/admin/video')}>去视频库上传</a>}>
            <Select showSearch={{ filterOption: false, onSearch: setKeyword }} style={{ width: 420 }} value={draft.video_id || undefined} onChange={(v) => set({ video_id: v })} options={videoOptions} loading={videos.loading} placeholder='搜索视频标题' />
          </Form.Item>
        )}
        <Form.Item label={draft.kind === 'video' ? '课时笔记（Markdown，可选）' : '正文（Markdown）'} {...err('content')}>
          <Input.TextArea rows={12} value={draft.content} maxLength={COURSE_LIMITS.content} onChange={(e) => set({ content: e.target.value })} />
        </Form.Item>
        <Space size='large' wrap>
          <Form.Item label='发布'>
            <Switch checked={draft.published} onChange={(v) => set({ published: v })} />
          </Form.Item>
          <Form.Item label='免费试看'>
            <Switch checked={draft.free_preview} onChange={(v) => set({ free_preview: v })} />
          </Form.Item>
          <Form.Item label='排序'>
            <InputNumber value={draft.order_value} onChange={(v) => set({ order_value: Number(v ?? 0) })} />
          </Form.Item>
        </Space>
        <Button type='primary' loading={saving} onClick={save}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
