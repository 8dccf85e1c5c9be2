import { Button, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { COURSE_LIMITS, type LiveTopicView } from '../../../../../types/course';
import { adminDeleteLiveTopic, adminLiveSubjects, adminLiveTopics, adminSaveLiveTopic } from '../../../../services/api/course-admin';
import { useAdminData } from '../../course-shared/use-admin-data';

type Draft = { id?: string; subject_id: string; title: string; description: string; chosen: boolean };

export default function Topics() {
  const s = useAdminData(() => Promise.all([adminLiveTopics(), adminLiveSubjects()]), []);
  const [topics, subjects] = s.data ?? [[], []];
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = async () => draft && (await s.act(() => adminSaveLiveTopic(draft), '已保存')) && setDraft(null);
  const subjectName = new Map(subjects.map((x) => [x.id, x.title]));
  return (
    <>
      <Button type='primary' style={{ marginBottom: 12 }} disabled={!subjects.length} onClick={() => setDraft({ subject_id: subjects[0]?.id ?? '', title: '', description: '', chosen: false })}>新建选题</Button>
      <Table<LiveTopicView>
        rowKey='id'
        loading={s.loading}
        dataSource={topics}
        pagination={false}
        columns={[
          { title: '选题', dataIndex: 'title' },
          { title: '专题', dataIndex: 'subject_id', render: (v: string) => subjectName.get(v) ?? v },
          { title: '票数', dataIndex: 'vote_count', width: 80 },
          { title: '状态', dataIndex: 'chosen', render: (v: boolean) => (v ? <Tag color='green'>已入选</Tag> : <Tag>投票中</Tag>) },
          {
            title: '操作',
            key: 'ops',
            render: (_, r) => (
              <Space>
                <Button size='small' onClick={() => setDraft({ id: r.id, subject_id: r.subject_id, title: r.title, description: r.description, chosen: r.chosen })}>编辑</Button>
                <Popconfirm title='删除这个选题和它的投票？' okText='删除' cancelText='取消' onConfirm={() => s.act(() => adminDeleteLiveTopic(r.id), '已删除')}>
                  <Button size='small' danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!draft} title={draft?.id ? '编辑选题' : '新建选题'} okText='保存' cancelText='取消' destroyOnHidden onCancel={() => setDraft(null)} onOk={save}>
        {draft && (
          <Form layout='vertical'>
            <Form.Item label='专题'>
              <Select value={draft.subject_id} onChange={(v) => setDraft({ ...draft, subject_id: v })} options={subjects.map((x) => ({ value: x.id, label: x.title }))} />
            </Form.Item>
            <Form.Item label='标题' required>
              <Input value={draft.title} maxLength={COURSE_LIMITS.liveTitle} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
            </Form.Item>
            <Form.Item label='说明'>
              <Input.TextArea rows={3} maxLength={COURSE_LIMITS.liveDescription} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
            </Form.Item>
            <Form.Item label='入选'>
              <Switch checked={draft.chosen} onChange={(v) => setDraft({ ...draft, chosen: v })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}
