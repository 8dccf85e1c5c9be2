import { Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { COURSE_LIMITS, type LiveSubjectView } from '../../../../../types/course';
import { adminDeleteLiveSubject, adminLiveSubjects, adminSaveLiveSubject } from '../../../../services/api/course-admin';
import { useAdminData } from '../../course-shared/use-admin-data';

type Draft = { id?: string; title: string; description: string; course_id: string; order_value: number };

export default function Subjects() {
  const s = useAdminData(adminLiveSubjects, []);
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = async () => draft && (await s.act(() => adminSaveLiveSubject(draft), '已保存')) && setDraft(null);
  return (
    <>
      <Button type='primary' style={{ marginBottom: 12 }} onClick={() => setDraft({ title: '', description: '', course_id: '', order_value: 0 })}>新建专题</Button>
      <Table<LiveSubjectView>
        rowKey='id'
        loading={s.loading}
        dataSource={s.data ?? []}
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: '专题', dataIndex: 'title' },
          { title: '所属课程', dataIndex: 'course_id', render: (v: string) => (v ? `课程 ${v}（学员专属）` : '所有登录用户') },
          { title: '直播数', dataIndex: 'lesson_count' },
          {
            title: '操作',
            key: 'ops',
            render: (_, r) => (
              <Space>
                <Button size='small' onClick={() => setDraft({ id: r.id, title: r.title, description: r.description, course_id: r.course_id, order_value: r.order_value })}>编辑</Button>
                <Popconfirm title='删除这个专题？' okText='删除' cancelText='取消' onConfirm={() => s.act(() => adminDeleteLiveSubject(r.id), '已删除')}>
                  <Button size='small' danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!draft} title={draft?.id ? '编辑专题' : '新建专题'} okText='保存' cancelText='取消' destroyOnHidden onCancel={() => setDraft(null)} onOk={save}>
        {draft && (
          <Form layout='vertical'>
            <Form.Item label='标题' required>
              <Input value={draft.title} maxLength={COURSE_LIMITS.liveTitle} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
            </Form.Item>
            <Form.Item label='所属课程 ID（留空 = 所有登录用户可看）'>
              <Input value={draft.course_id} onChange={(e) => setDraft({ ...draft, course_id: e.target.value.trim() })} />
            </Form.Item>
            <Form.Item label='介绍'>
              <Input.TextArea rows={3} maxLength={COURSE_LIMITS.liveDescription} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
            </Form.Item>
            <Form.Item label='排序'>
              <InputNumber value={draft.order_value} onChange={(v) => setDraft({ ...draft, order_value: Number(v ?? 0) })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}
