import { Alert, Empty, Pagination, Spin, Table, Tag, Timeline } from 'antd';
import { useEffect, useState } from 'react';
import { AUDIT_ACTION_LABEL, type AuditLineView } from '../../../types/admin';
import type { Page } from '../../../types/api';
import { adminAuditList } from '../../services/api/admin-audit';
import { errorText } from './use-resource-list';

const show = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean));

/** The fields a write changed: key, before, after. */
export function changedFields(line: Pick<AuditLineView, 'before' | 'after'>): { key: string; before: string; after: string }[] {
  const keys = [...new Set([...Object.keys(line.before ?? {}), ...Object.keys(line.after ?? {})])];
  return keys
    .map((key) => ({ key, before: show(line.before?.[key]), after: show(line.after?.[key]) }))
    .filter((c) => c.before !== c.after && !/^(updated_?at|updatedAt)$/i.test(c.key));
}

/** The audit lines of one record (who, when, what changed), newest first. */
export function AuditHistory({ entity, id, titles }: { entity: string; id: string; titles: Record<string, string> }) {
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<Page<AuditLineView> | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    setError('');
    adminAuditList({ entity, entity_id: id, page_no: pageNo, page_size: 10 }, { silent: true })
      .then(setPage)
      .catch((e: unknown) => setError(errorText(e, '加载操作记录失败')));
  }, [entity, id, pageNo]);
  if (error) return <Alert type='error' showIcon title={error} />;
  if (!page) return <Spin />;
  if (!page.total) return <Empty description='暂无操作记录' />;
  return (
    <div data-testid='audit-history'>
      <Timeline
        items={page.list.map((l) => ({
          key: l.id,
          content: (
            <div className='admin-resource__audit-line'>
              <div>
                <Tag color={l.action === 'create' ? 'green' : l.action === 'delete' ? 'red' : 'blue'}>{AUDIT_ACTION_LABEL[l.action] ?? l.action}</Tag>
                {l.actor_name || `用户${l.actor_uid}`}（{l.actor_uid}） · {new Date(l.created_at).toLocaleString('zh-CN')}
              </div>
              <Table
                size='small'
                pagination={false}
                rowKey='key'
                dataSource={changedFields(l)}
                columns={[
                  { title: '字段', dataIndex: 'key', render: (k: string) => titles[k] ?? k, width: 120 },
                  { title: '修改前', dataIndex: 'before', render: (v: string) => <span className='admin-resource__clip'>{v}</span> },
                  { title: '修改后', dataIndex: 'after', render: (v: string) => <span className='admin-resource__clip'>{v}</span> },
                ]}
              />
            </div>
          ),
        }))}
      />
      {page.total > 10 && <Pagination size='small' current={pageNo} total={page.total} pageSize={10} onChange={setPageNo} />}
    </div>
  );
}
