import { Space, Tag } from 'antd';
import { COURSE_LIMITS, formatDuration, type VideoRow } from '../../../../types/course';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminDeleteVideo, adminDeleteVideoGroup, adminSaveVideo, adminSaveVideoGroup, adminVideoGroups, adminVideos } from '../../../services/api/course-admin';
import NamedList from '../course-shared/named-list';
import { mb, UploadVideo } from './upload-video';

const searchGroups = (kw: string) => adminVideoGroups().then((gs) => gs.filter((g) => !kw || g.name.includes(kw)).map((g) => ({ value: g.id, label: g.name })));
const formatText = (r: VideoRow) => [r.key && r.content_type.replace('video/', ''), r.hls_key && 'HLS', r.public && '公开'].filter(Boolean).join(' ');

/** /admin/video: the library; new videos go straight to storage with a progress bar. */
const VIDEOS: ResourceDef<VideoRow> = {
  title: '视频库',
  rowKey: 'video_id',
  list: (q) =>
    adminVideos({ group_id: (q.group_id as string) || undefined, keyword: (q.keyword as string) || undefined, page_no: q.page_no, page_size: q.page_size, sort: q.sort, order: q.order }),
  emptyText: '还没有视频',
  // new videos come through 上传视频; the form edits title, group and visibility
  creatable: false,
  formTitle: () => '编辑视频',
  save: (v, row) => adminSaveVideo({ video_id: row!.video_id, title: v.title as string, group_id: (v.group_id as string) ?? '', key: row!.key, hls_key: row!.hls_key, duration: row!.duration, public: Boolean(v.public) }),
  rowActions: (r) => [{ label: '删除', danger: true, confirm: '删除这个视频？', run: async () => (await adminDeleteVideo(r.video_id), '已删除') }],
  fields: [
    { key: 'group_id', title: '分组', type: 'relation', relation: { search: searchGroups }, filter: true, editable: true, hideInTable: true },
    { key: 'keyword', title: '搜索标题', filter: true, width: 200, hideInTable: true, hideInDetail: true, noExport: true },
    { key: 'video_id', title: 'ID', width: 70 },
    { key: 'title', title: '标题', editable: true, rule: { label: '标题', required: true, maxLength: COURSE_LIMITS.videoTitle } },
    { key: 'duration', title: '时长', sortable: true, text: (r) => formatDuration(r.duration) },
    { key: 'size', title: '大小', sortable: true, text: (r) => (r.size ? mb(r.size) : '-') },
    { key: 'content_type', title: '格式', text: formatText, render: (_, r) => <Space size={4}>{r.key && <Tag>{r.content_type.replace('video/', '')}</Tag>}{r.hls_key && <Tag color='purple'>HLS</Tag>}{r.public && <Tag color='blue'>公开</Tag>}</Space> },
    { key: 'public', title: '公开（首页、会员介绍视频，未登录也能播放）', type: 'switch', editable: true, hideInTable: true },
    { key: 'used_by', title: '使用中', text: (r) => (r.used_by ? `${r.used_by} 个课时` : '-') },
  ],
};

export default function AdminVideoPage() {
  return (
    <AdminShell name='adminVideo'>
      <ResourcePage def={VIDEOS} toolbar={(list) => <UploadVideo onDone={list.reload} />} />
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
