import { Alert, Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { searchProblems, type FoundProblem as Found } from '../../../../services/api/problemset-admin';
import type { SetEditor } from '../use-set-editor';

/** Adds problems to a chosen group: one by number/title search, or many by pasting numbers (unknown ones are reported). */
export default function AddProblems({ e }: { e: SetEditor }) {
  const [target, setTarget] = useState(e.groups[0].key);
  const [options, setOptions] = useState<Found[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const groupKey = e.groups.some((g) => g.key === target) ? target : e.groups[0].key;
  return (
    <Space direction='vertical' style={{ width: '100%' }}>
      <Space wrap>
        <span>添加到</span>
        <Select style={{ width: 200 }} value={groupKey} onChange={setTarget} options={e.groups.map((g, i) => ({ value: g.key, label: i === 0 ? '不分区' : g.title || `分区 ${i}` }))} />
        <Select
          showSearch
          style={{ width: 320 }}
          placeholder='按题号或标题搜索题目'
          filterOption={false}
          value={null}
          onSearch={(kw) => void (kw.trim() ? searchProblems(kw.trim(), { silent: true }).then(setOptions, () => setOptions([])) : setOptions([]))}
          onChange={(pid: string) => {
            const p = options.find((o) => o.problem_id === pid);
            if (p) e.add(groupKey, [p]);
          }}
          options={options.map((o) => ({ value: o.problem_id, label: `${o.no}. ${o.title}` }))}
        />
      </Space>
      <Input.TextArea aria-label='批量粘贴题号' rows={3} placeholder='批量粘贴题号（空格、逗号或换行分隔），如 1001 1002 1003' value={text} onChange={(ev) => setText(ev.target.value)} />
      <Button
        loading={busy}
        disabled={!text.trim()}
        onClick={() => {
          setBusy(true);
          void e.resolve(text, groupKey).finally(() => setBusy(false));
        }}
      >
        识别并添加
      </Button>
      {e.paste && (
        <Alert
          type={e.paste.unknown.length ? 'warning' : 'success'}
          closable
          onClose={() => e.setPaste(null)}
          message={`识别 ${e.paste.found.length} 道题${e.paste.duplicates.length ? `，重复 ${e.paste.duplicates.length} 个（${e.paste.duplicates.join('、')}）` : ''}`}
          description={e.paste.unknown.length ? `以下题号不存在：${e.paste.unknown.join('、')}` : undefined}
        />
      )}
    </Space>
  );
}
