import { useRouter } from '@tarojs/taro';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatFen } from '../../../../types/commerce';
import { formatElapsed, SCHOLARSHIP_STATE_LABEL, type CourseUserRow, type ScholarshipState, type ScholarshipView } from '../../../../types/course';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminCourse, adminCourseUsers, adminGrantCourse, adminRevokeCourse, adminSaveScholarship, adminScholarships } from '../../../services/api/course-admin';
import { formatDate } from '../../../utils/format';
import { useAdminData } from '../course-shared/use-admin-data';

export default function AdminCourseUserPage() {
  return (
    <AdminShell name='adminCourseUser'>
      <CourseUsers />
      <Scholarships />
    </AdminShell>
  );
}

const VIA: Record<string, string> = { course: '已购课程', vip: '会员', free: '免费课', admin: '管理员', none: '已失效' };

/** /admin/course/:cid/user: who has the course (or studied it), their progress, grant and revoke. */
function CourseUsers() {
  const cid = String(useRouter().params.cid ?? '');
  const [page, setPage] = useState({ no: 1, size: 20, keyword: '' });
  const s = useAdminData(() => Promise.all([adminCourse(cid), adminCourseUsers(cid, page.no, page.size, page.keyword)]), [cid, page]);
  const [grant, setGrant] = useState<{ uid: string; days: number } | null>(null);
  const [course, users] = s.data ?? [null, null];
  return (
    <Card
      title={course ? `「${course.title}」的学员` : '课程学员'}
      extra={
        <Space>
          <Input.Search allowClear placeholder='UID、昵称或手机号' onSearch={(keyword) => setPage({ ...page, no: 1, keyword: keyword.trim() })} style={{ width: 220 }} />
          <Button onClick={() => go('/admin/course')}>返回课程</Button>
          <Button type='primary' onClick={() => setGrant({ uid: '', days: 0 })}>开通课程</Button>
        </Space>
      }
      style={{ marginBottom: 16 }}
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<CourseUserRow>
        rowKey='uid'
        loading={s.loading}
        dataSource={users?.list ?? []}
        locale={{ emptyText: '还没有学员' }}
        pagination={{ current: page.no, pageSize: page.size, total: users?.total ?? 0, onChange: (no, size) => setPage({ ...page, no, size }) }}
        columns={[
          { title: 'UID', dataIndex: 'uid', width: 100 },
          { title: '昵称', dataIndex: 'nick_name' },
          { title: '手机号', dataIndex: 'telephone', render: (v: string | null) => v ?? '未绑定' },
          { title: '权益', dataIndex: 'via', render: (v: string, r) => <Tag color={v === 'none' ? 'default' : 'green'}>{VIA[v] ?? v}{r.expires_at ? ` 至 ${formatDate(r.expires_at, 'YYYY-MM-DD')}` : ''}</Tag> },
          { title: '进度', key: 'p', render: (_, r) => `${r.progress.finished}/${r.progress.total}（${r.progress.percent}%）` },
          { title: '学习时长', key: 'e', render: (_, r) => formatElapsed(r.progress.elapsed_seconds) },
          {
            title: '操作',
            key: 'ops',
            render: (_, r) => (
              <Space>
                <Button size='small' onClick={() => go(`/admin/learnlog/${cid}/${r.uid}`)}>学习记录</Button>
                {r.via === 'course' && (
                  <Popconfirm title='收回这位学员的课程权益？' okText='收回' cancelText='取消' onConfirm={() => s.act(() => adminRevokeCourse(cid, r.uid), '已收回')}>
                    <Button size='small' danger>收回</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!grant}
        title='开通课程'
        okText='开通'
        cancelText='取消'
        destroyOnHidden
        onCancel={() => setGrant(null)}
        onOk={async () => grant && (await s.act(() => adminGrantCourse(cid, grant.uid.trim(), grant.days), '已开通')) && setGrant(null)}
      >
        {grant && (
          <Form layout='vertical'>
            <Form.Item label='用户 UID' required>
              <Input value={grant.uid} onChange={(e) => setGrant({ ...grant, uid: e.target.value })} />
            </Form.Item>
            <Form.Item label='天数（0 = 永久）'>
              <InputNumber min={0} max={3650} value={grant.days} onChange={(v) => setGrant({ ...grant, days: Number(v ?? 0) })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}

type ScholarshipDraft = { id?: string; uid: string; yuan: number; state: ScholarshipState; note: string };

/** Scholarships of the course: who gets how much back, and whether it was paid out. */
function Scholarships() {
  const cid = String(useRouter().params.cid ?? '');
  const s = useAdminData(() => adminScholarships(cid), [cid]);
  const [draft, setDraft] = useState<ScholarshipDraft | null>(null);
  const save = async () => {
    if (!draft) return;
    const ok = await s.act(() => adminSaveScholarship({ id: draft.id, course_id: cid, uid: draft.uid.trim(), amount_fen: Math.round(draft.yuan * 100), state: draft.state, note: draft.note }), '已保存');
    if (ok) setDraft(null);
  };
  return (
    <Card title='奖学金' extra={<Button onClick={() => setDraft({ uid: '', yuan: 0, state: 'pending', note: '' })}>新增奖学金</Button>}>
      <Table<ScholarshipView>
        rowKey='id'
        loading={s.loading}
        dataSource={s.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无奖学金记录' }}
        columns={[
          { title: 'UID', dataIndex: 'uid', width: 100 },
          { title: '昵称', dataIndex: 'nick_name' },
          { title: '金额', dataIndex: 'amount_fen', render: (v: number) => formatFen(v) },
          { title: '状态', dataIndex: 'state', render: (v: ScholarshipState) => SCHOLARSHIP_STATE_LABEL[v] },
          { title: '备注', dataIndex: 'note' },
          { title: '时间', dataIndex: 'created_at', render: (v: string) => formatDate(v) },
          { title: '操作', key: 'ops', render: (_, r) => <Button size='small' onClick={() => setDraft({ id: r.id, uid: r.uid, yuan: r.amount_fen / 100, state: r.state, note: r.note })}>编辑</Button> },
        ]}
      />
      <Modal open={!!draft} title={draft?.id ? '编辑奖学金' : '新增奖学金'} okText='保存' cancelText='取消' destroyOnHidden onCancel={() => setDraft(null)} onOk={save}>
        {draft && (
          <Form layout='vertical'>
            <Form.Item label='用户 UID' required>
              <Input value={draft.uid} onChange={(e) => setDraft({ ...draft, uid: e.target.value })} />
            </Form.Item>
            <Form.Item label='金额（元）' required>
              <InputNumber min={0.01} step={1} precision={2} value={draft.yuan} onChange={(v) => setDraft({ ...draft, yuan: Number(v ?? 0) })} />
            </Form.Item>
            <Form.Item label='状态'>
              <Select value={draft.state} onChange={(v) => setDraft({ ...draft, state: v })} options={Object.entries(SCHOLARSHIP_STATE_LABEL).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
            <Form.Item label='备注'>
              <Input value={draft.note} maxLength={200} onChange={(e) => setDraft({ ...draft, note: e.target.value })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
