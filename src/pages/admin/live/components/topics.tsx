import { COURSE_LIMITS, type LiveTopicView } from '../../../../../types/course';
import { ResourcePage, type ResourceDef } from '../../../../components/admin-resource';
import { adminDeleteLiveTopic, adminLiveSubjects, adminLiveTopics, adminSaveLiveTopic } from '../../../../services/api/course-admin';

type Input = Parameters<typeof adminSaveLiveTopic>[0];

const subjectOptions = async (kw: string) => (await adminLiveSubjects()).filter((s) => !kw || s.title.includes(kw)).map((s) => ({ value: s.id, label: s.title }));

/** Topic selection: subjects' candidate topics with their votes; the subject name comes with each row. */
const TOPICS: ResourceDef<LiveTopicView & { subject_title?: string }> = {
  title: '选题',
  urlKey: 'topics',
  rowKey: 'id',
  all: async () => {
    const [topics, subjects] = await Promise.all([adminLiveTopics(), adminLiveSubjects()]);
    const name = new Map(subjects.map((s) => [s.id, s.title]));
    return topics.map((t) => ({ ...t, subject_title: name.get(t.subject_id) ?? t.subject_id }));
  },
  save: (v, row) => adminSaveLiveTopic({ ...(v as Input), id: row?.id }),
  rowActions: (r) => [{ label: '删除', danger: true, confirm: '删除这个选题和它的投票？', run: async () => (await adminDeleteLiveTopic(r.id), '已删除') }],
  fields: [
    { key: 'title', title: '选题', filter: true, editable: true, rule: { label: '标题', required: true, maxLength: COURSE_LIMITS.liveTitle } },
    { key: 'subject_id', title: '专题', type: 'relation', filter: true, editable: true, relation: { search: subjectOptions, label: (r) => r.subject_title ?? r.subject_id }, rule: { label: '专题', required: true } },
    { key: 'description', title: '说明', type: 'textarea', editable: true, hideInTable: true, rule: { label: '说明', maxLength: COURSE_LIMITS.liveDescription } },
    { key: 'vote_count', title: '票数', type: 'number', sortable: true, width: 80 },
    { key: 'chosen', title: '状态', type: 'switch', filter: true, editable: true, initial: false, options: [{ value: true, label: '已入选', color: 'green' }, { value: false, label: '投票中' }] },
  ],
};

export default function Topics() {
  return <ResourcePage def={TOPICS} />;
}
