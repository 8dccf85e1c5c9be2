import { Alert, Button, Card, message, Modal, Popconfirm, Space, Switch, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { Cell } from './cell';
import { FilterBar } from './filter-bar';
import { ResourceDetail } from './resource-detail';
import { ResourceForm } from './resource-form';
import { type BatchAction, type ResourceDef, type RowAction, valueOf } from './types';
import { errorText, useResourceList, type ResourceList } from './use-resource-list';
import './index.scss';

export interface ResourcePageProps<R extends object> {
  def: ResourceDef<R>;
  /** the card title when it needs more than `def.title` (a record's name, a count tag) */
  title?: ReactNode;
  /** more toolbar buttons (they get the list to reload it) */
  toolbar?: (list: ResourceList<R>) => ReactNode;
  /** escape hatch: anything the page needs below the table, inside the same card */
  children?: (list: ResourceList<R>) => ReactNode;
}

/** A whole admin list page from a resource description: filters, table, form, detail, batch, export. */
export function ResourcePage<R extends object>({ def, title, toolbar, children }: ResourcePageProps<R>) {
  const list = useResourceList(def);
  const [editing, setEditing] = useState<{ row: R | null } | null>(null);
  const [viewing, setViewing] = useState<R | null>(null);
  const [selected, setSelected] = useState<R[]>([]);
  const [acting, setActing] = useState<{ action: RowAction<R>; row: R } | null>(null);
  const { state, page } = list;

  const run = async (fn: () => Promise<string | void> | string | void) => {
    try {
      const ok = await fn();
      if (ok) void message.success(ok);
      list.reload();
    } catch (e) {
      void message.error(errorText(e, '操作失败'));
    }
  };
  const actionLink = (a: RowAction<R>, row: R) =>
    a.form ? (
      <a key={a.label} onClick={() => setActing({ action: a, row })}>
        {a.label}
      </a>
    ) : a.confirm ? (
      <Popconfirm key={a.label} title={a.confirm} okText='确定' cancelText='取消' onConfirm={() => run(() => a.run(row))}>
        <a className={a.danger ? 'admin-resource__danger' : undefined}>{a.label}</a>
      </Popconfirm>
    ) : (
      <a key={a.label} className={a.danger ? 'admin-resource__danger' : undefined} onClick={() => void run(() => a.run(row))}>
        {a.label}
      </a>
    );
  const batch = (b: BatchAction<R>) =>
    Modal.confirm({
      title: b.label,
      content: b.confirm.replace('{n}', String(selected.length)),
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: b.danger },
      onOk: () => run(() => b.run(selected)).then(() => setSelected([])),
    });

  const columns: TableColumnsType<R> = def.fields
    .filter((f) => !f.hideInTable)
    .map((f) => ({
      key: f.key,
      title: f.title,
      dataIndex: f.key,
      width: f.width,
      sorter: f.sortable ? true : undefined,
      sortOrder: state.sort === f.key ? (state.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_: unknown, row: R) => (f.toggle ? <Switch size='small' checked={!!valueOf(row, f.key)} onChange={(on) => void run(() => f.toggle!(row, on).then(() => undefined))} /> : <Cell field={f} row={row} />),
    }));
  const editable = !!def.save && def.editLabel !== false && def.fields.some((f) => f.editable === true);
  columns.push({
    key: '__ops',
    title: '操作',
    fixed: 'right',
    render: (_, row) => (
      <Space size={12} wrap>
        {!def.noDetail && <a onClick={() => setViewing(row)}>详情</a>}
        {editable && <a onClick={() => setEditing({ row })}>{def.editLabel ?? '编辑'}</a>}
        {def.rowActions?.(row).filter((a) => !a.hidden).map((a) => actionLink(a, row))}
      </Space>
    ),
  });

  return (
    <Card
      title={title ?? def.title}
      className='admin-resource'
      extra={
        <Space wrap>
          {toolbar?.(list)}
          <Button loading={list.exporting} onClick={() => void list.exportCsv()}>
            导出 CSV
          </Button>
          {def.save && def.creatable !== false && (
            <Button type='primary' onClick={() => setEditing({ row: null })}>
              {def.createLabel ?? `新建${def.title}`}
            </Button>
          )}
        </Space>
      }
    >
      <FilterBar fields={def.fields} value={state.filters} onChange={list.setFilters} />
      {list.error && (
        <Alert type='error' showIcon title={list.error} action={<Button size='small' onClick={list.reload}>重试</Button>} className='admin-resource__error' />
      )}
      {def.batchActions && selected.length > 0 && (
        <Space className='admin-resource__batch'>
          <span>已选 {selected.length} 项</span>
          {def.batchActions.map((b) => (
            <Button key={b.label} danger={b.danger} onClick={() => batch(b)}>
              {b.label}
            </Button>
          ))}
          <a onClick={() => setSelected([])}>取消选择</a>
        </Space>
      )}
      <Table<R>
        rowKey={(r) => String(valueOf(r, def.rowKey))}
        loading={list.loading}
        dataSource={page?.list ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.error ? '加载失败' : (typeof def.emptyText === 'function' ? def.emptyText(state.filters) : (def.emptyText ?? `暂无${def.title}`)) }}
        rowSelection={def.batchActions ? { selectedRowKeys: selected.map((r) => String(valueOf(r, def.rowKey))), onChange: (_, rows) => setSelected(rows) } : undefined}
        pagination={{ current: state.page_no, pageSize: state.page_size, total: page?.total ?? 0, showSizeChanger: true, showTotal: def.totalText ?? ((n) => `共 ${n} 条`) }}
        onChange={(p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const sort = s?.order ? String(s.columnKey) : undefined;
          const order = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
          const sortChanged = sort !== state.sort || order !== state.order;
          list.setState({ ...state, sort, order, page_no: sortChanged ? 1 : (p.current ?? 1), page_size: p.pageSize ?? state.page_size });
        }}
      />
      {children?.(list)}
      {def.save && <ResourceForm def={def} row={editing?.row ?? null} open={!!editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); list.reload(); }} />}
      {acting?.action.form && (
        <ResourceForm
          def={{ ...def, fields: acting.action.form.fields, formTitle: () => acting.action.form!.title, okText: acting.action.form.okText, formWidth: acting.action.form.width ?? def.formWidth, savedText: undefined, validate: undefined, save: async (v, _, key) => acting.action.run(acting.row, v, key) }}
          row={acting.row}
          submits={acting.action.form.submits}
          open
          onClose={() => setActing(null)}
          onSaved={() => { setActing(null); list.reload(); }}
        />
      )}
      <ResourceDetail def={def} row={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
