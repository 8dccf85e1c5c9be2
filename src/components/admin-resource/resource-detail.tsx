import { Descriptions, Drawer, Tabs } from 'antd';
import { AuditHistory } from './audit-history';
import { Cell } from './cell';
import { type ResourceDef, valueOf } from './types';

/** Detail drawer: every field, and the record's audit history when the resource is audited. */
export function ResourceDetail<R extends object>({ def, row, onClose }: { def: ResourceDef<R>; row: R | null; onClose: () => void }) {
  const titles = Object.fromEntries(def.fields.map((f) => [f.key, f.title]));
  const details = row && (
    <Descriptions column={1} bordered size='small'>
      {def.fields
        .filter((f) => !f.hideInDetail)
        .map((f) => (
          <Descriptions.Item key={f.key} label={f.title}>
            <Cell field={f} row={row} detail />
          </Descriptions.Item>
        ))}
    </Descriptions>
  );
  return (
    <Drawer open={!!row} size='large' title={`${def.title}详情`} onClose={onClose} destroyOnHidden className='admin-resource__detail'>
      {row &&
        (def.audit ? (
          <Tabs
            items={[
              { key: 'detail', label: '详情', children: details },
              { key: 'audit', label: '操作记录', children: <AuditHistory entity={def.audit} id={String(valueOf(row, def.rowKey))} titles={titles} /> },
            ]}
          />
        ) : (
          details
        ))}
    </Drawer>
  );
}
