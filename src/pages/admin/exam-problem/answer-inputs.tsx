import { Button, Checkbox, Form, Input, Radio, Space } from 'antd';
import { QuestionType } from '../../../../types/exam';

const LETTERS = 'ABCDEFGH';
const parse = <T,>(v: unknown, fallback: T): T => {
  try {
    return typeof v === 'string' && v ? (JSON.parse(v) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** Options of a choice question (JSON string[] on the wire), edited as a list. */
export function OptionsInput({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const opts = parse<string[]>(value, ['', '']);
  const set = (next: string[]) => onChange?.(JSON.stringify(next));
  return (
    <Space direction='vertical' style={{ width: '100%' }}>
      {opts.map((o, i) => (
        <Space.Compact key={i} style={{ width: '100%' }}>
          <Button disabled>{LETTERS[i]}</Button>
          <Input value={o} maxLength={500} placeholder={`选项 ${LETTERS[i]}（支持 Markdown 与公式）`} onChange={(e) => set(opts.map((x, j) => (j === i ? e.target.value : x)))} />
          <Button danger disabled={opts.length <= 2} onClick={() => set(opts.filter((_, j) => j !== i))}>
            删除
          </Button>
        </Space.Compact>
      ))}
      <Button disabled={opts.length >= 8} onClick={() => set([...opts, ''])}>
        添加选项
      </Button>
    </Space>
  );
}

/** The answer key (JSON on the wire), edited according to the question type. */
export function AnswerInput({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const type = Form.useWatch('type') as QuestionType | undefined;
  const options = parse<string[]>(Form.useWatch('options') as string | undefined, []);
  const set = (v: unknown) => onChange?.(JSON.stringify(v));
  if (type === QuestionType.SINGLE) {
    return (
      <Radio.Group value={parse<number | null>(value, null)} onChange={(e) => set(e.target.value)}>
        {options.map((_, i) => (
          <Radio key={i} value={i}>
            {LETTERS[i]}
          </Radio>
        ))}
      </Radio.Group>
    );
  }
  if (type === QuestionType.MULTIPLE) {
    return <Checkbox.Group value={parse<number[]>(value, [])} onChange={(v) => set([...(v as number[])].sort((a, b) => a - b))} options={options.map((_, i) => ({ value: i, label: LETTERS[i] }))} />;
  }
  if (type === QuestionType.TRUE_FALSE) {
    return (
      <Radio.Group value={parse<boolean | null>(value, null)} onChange={(e) => set(e.target.value)}>
        <Radio value>正确</Radio>
        <Radio value={false}>错误</Radio>
      </Radio.Group>
    );
  }
  if (type === QuestionType.FILL) {
    const blanks = parse<string[][]>(value, [['']]);
    return (
      <Space direction='vertical' style={{ width: '100%' }}>
        {blanks.map((accepted, i) => (
          <Space.Compact key={i} style={{ width: '100%' }}>
            <Button disabled>第 {i + 1} 空</Button>
            <Input value={accepted.join('|')} placeholder='可接受的答案，多个用 | 分隔' onChange={(e) => set(blanks.map((b, j) => (j === i ? e.target.value.split('|') : b)))} />
            <Button danger disabled={blanks.length <= 1} onClick={() => set(blanks.filter((_, j) => j !== i))}>
              删除
            </Button>
          </Space.Compact>
        ))}
        <Button disabled={blanks.length >= 10} onClick={() => set([...blanks, ['']])}>
          添加一空
        </Button>
      </Space>
    );
  }
  return <span>编程题按测试数据评分，无需填写答案</span>;
}
