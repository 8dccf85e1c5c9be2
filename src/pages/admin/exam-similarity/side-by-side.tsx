import { Button, Space, Tag, Typography } from 'antd';
import type { SimilarityPairDetail } from '../../../../types/exam-admin';
import { langLabel } from '../../../../types/judge';

const COLORS = ['#fff1b8', '#d6e4ff', '#d9f7be', '#ffd6e7', '#efdbff', '#ffe7ba'];

/** Line numbers covered by the matched ranges of one side, with the range index (for its colour). */
function marks(ranges: [number, number][]): Map<number, number> {
  const m = new Map<number, number>();
  ranges.forEach(([a, b], i) => {
    for (let l = a; l <= b; l++) if (!m.has(l)) m.set(l, i);
  });
  return m;
}

function Code({ code, lines }: { code: string; lines: Map<number, number> }) {
  return (
    <pre className='sim-code'>
      {code.split('\n').map((text, i) => {
        const r = lines.get(i + 1);
        return (
          <div key={i} className='sim-code__line' style={r === undefined ? undefined : { background: COLORS[r % COLORS.length] }}>
            <span className='sim-code__no'>{i + 1}</span>
            {text || ' '}
          </div>
        );
      })}
    </pre>
  );
}

/** Both codes side by side; each matched region has the same colour on both sides. */
export default function SideBySide({ pair, onMark }: { pair: SimilarityPairDetail; onMark: (s: 'confirmed' | 'dismissed' | 'pending') => void }) {
  const a = marks(pair.matches.map(([s, e]) => [s, e]));
  const b = marks(pair.matches.map(([, , s, e]) => [s, e]));
  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text strong>相似度 {pair.score}%</Typography.Text>
        <Tag color={pair.status === 'confirmed' ? 'red' : pair.status === 'dismissed' ? 'default' : 'blue'}>{pair.status === 'confirmed' ? '已确认抄袭' : pair.status === 'dismissed' ? '已排除' : '待处理'}</Tag>
        <Button danger onClick={() => onMark('confirmed')}>
          确认抄袭
        </Button>
        <Button onClick={() => onMark('dismissed')}>排除</Button>
        <Button type='link' onClick={() => onMark('pending')}>
          撤销标记
        </Button>
      </Space>
      <div className='sim-sides'>
        <div className='sim-side'>
          <Typography.Text strong>
            {pair.nick_a}（{pair.uid_a}）· {langLabel(pair.lang_a)}
          </Typography.Text>
          <Code code={pair.code_a} lines={a} />
        </div>
        <div className='sim-side'>
          <Typography.Text strong>
            {pair.nick_b}（{pair.uid_b}）· {langLabel(pair.lang_b)}
          </Typography.Text>
          <Code code={pair.code_b} lines={b} />
        </div>
      </div>
    </div>
  );
}
