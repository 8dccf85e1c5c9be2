import { Text, View } from '@tarojs/components';
import type { ExamAnswer, PaperQuestion, ProgramJudging } from '../../../../../types/exam';
import { formatDate } from '../../../../utils/format';
import EditorPane from '../../../oj/problem/components/editor-pane';
import { useProgram } from '../use-program';

interface Props {
  eid: string;
  q: PaperQuestion;
  answer: ExamAnswer | undefined;
  onAnswer: (a: ExamAnswer) => void;
  judgings: ProgramJudging[];
  onSubmitted: (submissionId: string) => void;
  height?: number;
}

const VERDICT_TEXT: Record<string, string> = { AC: '通过', WA: '答案错误', TLE: '超时', MLE: '超内存', RE: '运行错误', CE: '编译错误', OLE: '输出超限', PE: '格式错误', SE: '系统错误' };

/** The OJ editor (run on samples, submit, streamed verdict) for one programming question, with its submissions. */
export default function ProgramPane({ eid, q, answer, onAnswer, judgings, onSubmitted, height }: Props) {
  const { w, api } = useProgram(eid, q, answer, onAnswer);
  return (
    <View className='exam-program'>
      <EditorPane key={q.item_id} w={w} height={height} judgeApi={api} onSubmitted={onSubmitted} lockMode />
      {judgings.length > 0 && (
        <View className='exam-program__history'>
          <Text className='exam-program__h'>本题提交（取最好一次计分）</Text>
          {judgings.map((j) => (
            <View key={j.submission_id} className='exam-program__row'>
              <Text>{formatDate(j.created_at, 'HH:mm:ss')}</Text>
              <Text className={`exam-program__verdict exam-program__verdict--${j.verdict === 'AC' ? 'ok' : 'bad'}`}>{j.status === 'done' ? (VERDICT_TEXT[j.verdict ?? ''] ?? j.verdict) : '评测中'}</Text>
              {j.status === 'done' && <Text className='exam-page__muted'>{j.score} 分（百分制）</Text>}
            </View>
          ))}
        </View>
      )}
    </View>
  );
}
