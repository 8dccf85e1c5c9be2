import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Progress, Select, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { COURSE_LIMITS, formatDuration, type VideoRow } from '../../../../types/course';
import AdminShell from '../../../layouts/admin';
import { adminDeleteVideo, adminDeleteVideoGroup, adminSaveVideo, adminSaveVideoGroup, adminVideoGroups, adminVideos } from '../../../services/api/course-admin';
import NamedList from '../course-shared/named-list';
import { useAdminData } from '../course-shared/use-admin-data';
import { useVideoUpload } from './use-video-upload';

export default function AdminVideoPage() {
  return (
    <AdminShell name='adminVideo'>
      <Library />
      <div style={{ height: 16 }} />
      <NamedList
        title='视频分组'
        countLabel='视频数'
        load={() => adminVideoGroups().then((rows) => rows.map((g) => ({ id: g.id, name: g.name, order_value: g.order_value, count: g.video_count })))}
        save={adminSaveVideoGroup}
        remove={adminDeleteVideoGroup}
      />
    </AdminShell>
  );
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** /admin/video: the library; new videos go straight to storage with a progress bar. */
function Library() {
  const [query, setQuery] = useState({ group_id: '', keyword: '', page_no: 1 });
  const s = useAdminData(() => Promise.all([adminVideos({ ...query, group_id: query.group_id || undefined, keyword: query.keyword || undefined, page_size: 20 }), adminVideoGroups()]), [query]);
  const [videos, groups] = s.data ?? [null, []];
  const up = useVideoUpload(s.reload);
  const [edit, setEdit] = useState<VideoRow | null>(null);
  const columns: ColumnsType<VideoRow> = [
    { title: 'ID', dataIndex: 'video_id', width: 70 },
    { title: '标题', dataIndex: 'title' },
    { title: '时长', dataIndex: 'duration', render: (v: number) => formatDuration(v) },
    { title: '大小', dataIndex: 'size', render: (v: number) => (v ? mb(v) : '-') },
    { title: '格式', key: 'type', render: (_, r) => <Space size={4}>{r.key && <Tag>{r.content_type.replace('video/', '')}</Tag>}{r.hls_key && <Tag color='purple'>HLS</Tag>}{r.public && <Tag color='blue'>公开</Tag>}</Space> },
    { title: '使用中', dataIndex: 'used_by', render: (v: number) => (v ? `${v} 个课时` : '-') },
    {
      title: '操作',
      key: 'ops',
      render: (_, r) => (
        <Space>
          <Button size='small' onClick={() => setEdit(r)}>编辑</Button>
          <Popconfirm title='删除这个视频？' okText='删除' cancelText='取消' onConfirm={() => s.act(() => adminDeleteVideo(r.video_id), '已删除')}>
            <Button size='small' danger>删除</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title='视频库'
      extra={
        <Space>
          <Select allowClear placeholder='全部分组' style={{ width: 140 }} value={query.group_id || undefined} onChange={(v) => setQuery({ ...query, group_id: v ?? '', page_no: 1 })} options={groups.map((g) => ({ value: g.id, label: g.name }))} />
          <Input.Search allowClear placeholder='搜索标题' style={{ width: 200 }} onSearch={(keyword) => setQuery({ ...query, keyword: keyword.trim(), page_no: 1 })} />
          <Button type='primary' onClick={up.open}>上传视频</Button>
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<VideoRow> rowKey='video_id' columns={columns} dataSource={videos?.list ?? []} loading={s.loading} locale={{ emptyText: '还没有视频' }} pagination={{ current: query.page_no, pageSize: 20, total: videos?.total ?? 0, onChange: (page_no) => setQuery({ ...query, page_no }) }} />
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
            <Select allowClear value={up.groupId || undefined} onChange={(v) => up.setGroupId(v ?? '')} options={groups.map((g) => ({ value: g.id, label: g.name }))} disabled={up.busy} />
          </Form.Item>
          {(up.busy || up.percent > 0) && <Progress percent={up.percent} status={up.error ? 'exception' : up.percent === 100 ? 'success' : 'active'} />}
          {up.error && <Alert type='error' showIcon title={up.error} />}
        </Form>
      </Modal>
      <Modal
        open={!!edit}
        title='编辑视频'
        okText='保存'
        cancelText='取消'
        destroyOnHidden
        onCancel={() => setEdit(null)}
        onOk={async () => edit && (await s.act(() => adminSaveVideo({ video_id: edit.video_id, title: edit.title, group_id: edit.group_id, key: edit.key, hls_key: edit.hls_key, duration: edit.duration, public: edit.public }), '已保存')) && setEdit(null)}
      >
        {edit && (
          <Form layout='vertical'>
            <Form.Item label='标题'>
              <Input value={edit.title} maxLength={COURSE_LIMITS.videoTitle} onChange={(e) => setEdit({ ...edit, title: e.target.value })} />
            </Form.Item>
            <Form.Item label='分组'>
              <Select allowClear value={edit.group_id || undefined} onChange={(v) => setEdit({ ...edit, group_id: v ?? '' })} options={groups.map((g) => ({ value: g.id, label: g.name }))} />
            </Form.Item>
            <Form.Item label='公开（首页、会员介绍视频，未登录也能播放）'>
              <Switch checked={edit.public} onChange={(v) => setEdit({ ...edit, public: v })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
