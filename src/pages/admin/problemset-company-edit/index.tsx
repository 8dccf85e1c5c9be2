import { Alert, Button, Card, Input, InputNumber, Select, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { COMPANY_CSV_COLUMNS, FREQ_WINDOW_LABEL } from '../../../../types/problemset';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { searchProblems, type FoundProblem } from '../../../services/api/problemset-admin';
import { useCompanyEditor, type EditRow } from './use-company-editor';

export default function AdminProblemSetCompanyEditPage() {
  return (
    <AdminShell name='adminProblemsetCompanyEdit'>
      <CompanyEditor />
    </AdminShell>
  );
}

const FREQ_COLS: { key: 'freq_30d' | 'freq_90d' | 'freq_180d' | 'freq_all'; title: string }[] = [
  { key: 'freq_30d', title: FREQ_WINDOW_LABEL['30d'] },
  { key: 'freq_90d', title: FREQ_WINDOW_LABEL['90d'] },
  { key: 'freq_180d', title: FREQ_WINDOW_LABEL['180d'] },
  { key: 'freq_all', title: FREQ_WINDOW_LABEL.all },
];

function CsvImport({ c }: { c: ReturnType<typeof useCompanyEditor> }) {
  const [text, setText] = useState('');
  return (
    <Space direction='vertical' style={{ width: '100%' }}>
      <Alert type='info' message={`表头：${COMPANY_CSV_COLUMNS.join(',')}；题号为题库题号，日期为 YYYY-MM-DD。有任何一行出错时整份不导入，并逐行列出错误。已有题目按题号更新，其余题目保留。`} />
      <input
        type='file'
        accept='.csv,text/csv'
        aria-label='选择 CSV 文件'
        onChange={(ev) => {
          const f = ev.target.files?.[0];
          if (f) void f.text().then(setText);
        }}
      />
      <Input.TextArea aria-label='CSV 内容' rows={5} value={text} placeholder={`${COMPANY_CSV_COLUMNS.join(',')}\n1002,3,8,15,40,2026-10-01`} onChange={(ev) => setText(ev.target.value)} />
      <Button type='primary' disabled={!text.trim()} loading={c.busy} onClick={() => void c.importCsv(text)}>
        导入
      </Button>
      {c.csvReport && (
        <Alert
          type={c.csvReport.ok ? 'success' : 'error'}
          message={c.csvReport.message}
          description={c.csvReport.lines.length ? <ul style={{ margin: 0 }}>{c.csvReport.lines.map((l) => <li key={l.line}>{l.message}</li>)}</ul> : undefined}
        />
      )}
    </Space>
  );
}

/** /admin/problemset/company/:id: the company's problems with frequency per window and last-seen; CSV import. */
function CompanyEditor() {
  const c = useCompanyEditor();
  const [options, setOptions] = useState<FoundProblem[]>([]);
  if (c.error) return <Alert type='error' message={c.error} />;
  if (!c.company) return <Spin />;
  return (
    <Space direction='vertical' style={{ width: '100%' }}>
      <Card
        title={`${c.company.name} · 题目与频率`}
        extra={
          <Space>
            <Button onClick={() => go('/admin/problemset/company')}>返回公司列表</Button>
            <Button type='primary' loading={c.busy} onClick={() => void c.save()}>
              保存
            </Button>
          </Space>
        }
      >
        {c.saveErrors.length > 0 && <Alert type='error' style={{ marginBottom: 12 }} message='未保存' description={<ul style={{ margin: 0 }}>{c.saveErrors.map((x, i) => <li key={i}>{x}</li>)}</ul>} />}
        <Select
          showSearch
          style={{ width: 320, marginBottom: 12 }}
          placeholder='按题号或标题添加题目'
          filterOption={false}
          value={null}
          onSearch={(kw) => void (kw.trim() ? searchProblems(kw.trim(), { silent: true }).then(setOptions, () => setOptions([])) : setOptions([]))}
          onChange={(pid: string) => {
            const p = options.find((o) => o.problem_id === pid);
            if (p) c.add(p);
          }}
          options={options.map((o) => ({ value: o.problem_id, label: `${o.no}. ${o.title}` }))}
        />
        <Table<EditRow>
          rowKey='problem_id'
          size='small'
          pagination={false}
          dataSource={c.rows}
          columns={[
            { title: '题号', dataIndex: 'no', width: 80 },
            { title: '题目', dataIndex: 'title' },
            ...FREQ_COLS.map((f) => ({
              title: f.title,
              key: f.key,
              width: 110,
              render: (_: unknown, r: EditRow) => <InputNumber aria-label={`${r.no} ${f.title}`} min={0} max={100000} precision={0} value={r[f.key]} onChange={(v) => c.edit(r.problem_id, { [f.key]: Number(v ?? 0) })} />,
            })),
            { title: '最近出现', key: 'last_seen', width: 140, render: (_: unknown, r: EditRow) => <Input placeholder='YYYY-MM-DD' value={r.last_seen} maxLength={10} onChange={(ev) => c.edit(r.problem_id, { last_seen: ev.target.value })} /> },
            { title: '', key: 'op', width: 70, render: (_: unknown, r: EditRow) => <Button size='small' danger onClick={() => c.remove(r.problem_id)}>移除</Button> },
          ]}
        />
      </Card>
      <Card title='CSV 导入'>
        <CsvImport c={c} />
      </Card>
    </Space>
  );
}
