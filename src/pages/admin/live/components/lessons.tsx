import { Alert, Button, DatePicker, Form, Input, List, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { COURSE_LIMITS, LIVE_EVENT_KIND_LABEL, LIVE_STATE_LABEL, type LiveEventKind, type LiveLessonView } from '../../../../../types/course';
import { adminAddLiveEvent, adminDeleteLiveLesson, adminLiveChannels, adminLiveEvents, adminLiveLessons, adminLiveSubjects, adminSaveLiveLesson } from '../../../../services/api/course-admin';
import { formatDate } from '../../../../utils/format';
import { useAdminData } from '../../course-shared/use-admin-data';

type Draft = { id?: string; subject_id: string; title: string; description: string; teacher: string; range: [Dayjs, Dayjs]; channel_id: string; replay_video_id: string };

export default function LiveLessons() {
  const [pageNo, setPageNo] = useState(1);
  const s = useAdminData(() => Promise.all([adminLiveLessons(pageNo), adminLiveSubjects(), adminLiveChannels()]), [pageNo]);
  const [page, subjects, channels] = s.data ?? [null, [], []];
  const [draft, setDraft] = useState<Draft | null>(null);
  const [eventsOf, setEventsOf] = useState<LiveLessonView | null>(null);
  const save = async () => {
    if (!draft) return;
    const { range, ...rest } = draft;
    const ok = await s.act(() => adminSaveLiveLesson({ ...rest, start_at: range[0].toISOString(), end_at: range[1].toISOString() }), '已保存');
    if (ok) setDraft(null);
  };
  return (
    <>
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Button type='primary' style={{ marginBottom: 12 }} disabled={!subjects.length} onClick={() => setDraft({ subject_id: subjects[0]?.id ?? '', title: '', description: '', teacher: '', range: [dayjs().add(1, 'day').hour(20).minute(0), dayjs().add(1, 'day').hour(21).minute(30)], channel_id: '', replay_video_id: '' })}>
        安排直播
      </Button>
      <Table<LiveLessonView>
        rowKey='id'
        loading={s.loading}
        dataSource={page?.list ?? []}
        locale={{ emptyText: '还没有直播课' }}
        pagination={{ current: pageNo, pageSize: 20, total: page?.total ?? 0, onChange: setPageNo }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: '直播课', dataIndex: 'title' },
          { title: '专题', dataIndex: 'subject_title' },
          { title: '时间', key: 't', render: (_, r) => `${formatDate(r.start_at)} - ${formatDate(r.end_at, 'HH:mm')}` },
          { title: '状态', dataIndex: 'state', render: (v: LiveLessonView['state']) => <Tag color={v === 'live' ? 'red' : v === 'upcoming' ? 'blue' : v === 'replay' ? 'green' : 'default'}>{LIVE_STATE_LABEL[v]}</Tag> },
          {
            title: '操作',
            key: 'ops',
            render: (_, r) => (
              <Space>
                <Button size='small' onClick={() => setDraft({ id: r.id, subject_id: r.subject_id, title: r.title, description: r.description, teacher: r.teacher, range: [dayjs(r.start_at), dayjs(r.end_at)], channel_id: '', replay_video_id: r.replay_video_id })}>编辑</Button>
                <Button size='small' onClick={() => setEventsOf(r)}>动态</Button>
                <Popconfirm title='删除这场直播？' okText='删除' cancelText='取消' onConfirm={() => s.act(() => adminDeleteLiveLesson(r.id), '已删除')}>
                  <Button size='small' danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!draft} width={640} title={draft?.id ? '编辑直播' : '安排直播'} okText='保存' cancelText='取消' destroyOnHidden onCancel={() => setDraft(null)} onOk={save}>
        {draft && (
          <Form layout='vertical'>
            <Form.Item label='专题' required>
              <Select value={draft.subject_id} onChange={(v) => setDraft({ ...draft, subject_id: v })} options={subjects.map((x) => ({ value: x.id, label: x.title }))} />
            </Form.Item>
            <Form.Item label='标题' required>
              <Input value={draft.title} maxLength={COURSE_LIMITS.liveTitle} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
            </Form.Item>
            <Form.Item label='讲师'>
              <Input value={draft.teacher} maxLength={30} onChange={(e) => setDraft({ ...draft, teacher: e.target.value })} />
            </Form.Item>
            <Form.Item label='时间' required>
              <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format='YYYY-MM-DD HH:mm' value={draft.range} onChange={(v) => v?.[0] && v[1] && setDraft({ ...draft, range: [v[0], v[1]] })} />
            </Form.Item>
            <Form.Item label='频道'>
              <Select allowClear value={draft.channel_id || undefined} onChange={(v) => setDraft({ ...draft, channel_id: v ?? '' })} options={channels.map((c) => ({ value: c.id, label: c.name }))} />
            </Form.Item>
            <Form.Item label='回放视频 ID（视频库）'>
              <Input value={draft.replay_video_id} onChange={(e) => setDraft({ ...draft, replay_video_id: e.target.value.trim() })} />
            </Form.Item>
            <Form.Item label='介绍'>
              <Input.TextArea rows={3} maxLength={COURSE_LIMITS.liveDescription} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
      {eventsOf && <Events lesson={eventsOf} onClose={() => setEventsOf(null)} />}
    </>
  );
}

function Events({ lesson, onClose }: { lesson: LiveLessonView; onClose(): void }) {
  const s = useAdminData(() => adminLiveEvents(lesson.id), [lesson.id]);
  const [kind, setKind] = useState<LiveEventKind>('notice');
  const [content, setContent] = useState('');
  const add = async () => (await s.act(() => adminAddLiveEvent(lesson.id, kind, content), '已发布')) && setContent('');
  return (
    <Modal open title={`「${lesson.title}」的动态`} footer={null} onCancel={onClose} width={640}>
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Select value={kind} style={{ width: 100 }} onChange={setKind} options={Object.entries(LIVE_EVENT_KIND_LABEL).map(([value, label]) => ({ value, label }))} />
        <Input value={content} maxLength={500} placeholder='内容' onChange={(e) => setContent(e.target.value)} />
        <Button type='primary' onClick={add}>发布</Button>
      </Space.Compact>
      <List loading={s.loading} dataSource={s.data ?? []} locale={{ emptyText: '暂无动态' }} renderItem={(e) => <List.Item><Tag>{LIVE_EVENT_KIND_LABEL[e.kind]}</Tag>{e.content}<span style={{ color: '#8f959e' }}>{formatDate(e.created_at)}</span></List.Item>} />
    </Modal>
  );
}
