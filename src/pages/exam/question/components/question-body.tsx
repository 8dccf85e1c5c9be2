import { Input, Text, View } from '@tarojs/components';
import { QUESTION_TYPE_LABEL, QuestionType, type ExamAnswer, type PaperQuestion } from '../../../../../types/exam';
import Markdown from '../../../../components/markdown';

const LETTERS = 'ABCDEFGH';

interface Props {
  q: PaperQuestion;
  answer: ExamAnswer | undefined;
  onChange: (a: ExamAnswer | null) => void;
  flagged: boolean;
  onFlag: () => void;
  disabled?: boolean;
}

/** The statement and the answer input of a choice, true/false or fill-in question. */
export default function QuestionBody({ q, answer, onChange, flagged, onFlag, disabled }: Props) {
  return (
    <View className='exam-q'>
      <View className='exam-q__head'>
        <Text className='exam-q__no'>第 {q.no} 题</Text>
        <Text className='tag'>{QUESTION_TYPE_LABEL[q.type]}</Text>
        <Text className='exam-q__score'>{q.score} 分</Text>
        <Text className={`exam-q__flag ${flagged ? 'exam-q__flag--on' : ''}`} onClick={onFlag}>
          {flagged ? '已标记' : '标记'}
        </Text>
      </View>
      <Text className='exam-q__title'>{q.title}</Text>
      <Markdown source={q.content} />
      {q.type !== QuestionType.PROGRAM && <AnswerInput q={q} answer={answer} onChange={onChange} disabled={disabled} />}
    </View>
  );
}

function AnswerInput({ q, answer, onChange, disabled }: Pick<Props, 'q' | 'answer' | 'onChange' | 'disabled'>) {
  if (q.type === QuestionType.SINGLE || q.type === QuestionType.MULTIPLE) {
    const multi = q.type === QuestionType.MULTIPLE;
    const chosen = new Set(answer && 'choices' in answer ? answer.choices : answer && 'choice' in answer ? [answer.choice] : []);
    const pick = (i: number) => {
      if (disabled) return;
      if (!multi) return onChange({ choice: i });
      const next = new Set(chosen);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      onChange(next.size ? { choices: [...next].sort((a, b) => a - b) } : null);
    };
    return (
      <View className='exam-q__options'>
        {multi && <Text className='exam-q__hint'>多选题：选出所有正确选项</Text>}
        {q.options.map((o) => (
          <View key={o.index} className={`exam-q__option ${chosen.has(o.index) ? 'exam-q__option--on' : ''}`} onClick={() => pick(o.index)}>
            <Text className={`exam-q__letter ${multi ? 'exam-q__letter--square' : ''}`}>{LETTERS[o.index]}</Text>
            <View className='exam-q__option-text'>
              <Markdown source={o.text} />
            </View>
          </View>
        ))}
      </View>
    );
  }
  if (q.type === QuestionType.TRUE_FALSE) {
    const v = answer && 'value' in answer ? answer.value : undefined;
    return (
      <View className='exam-q__options exam-q__options--row'>
        {[true, false].map((b) => (
          <View key={String(b)} className={`exam-q__option ${v === b ? 'exam-q__option--on' : ''}`} onClick={() => !disabled && onChange({ value: b })}>
            <Text>{b ? '正确' : '错误'}</Text>
          </View>
        ))}
      </View>
    );
  }
  const blanks = answer && 'blanks' in answer ? answer.blanks : [];
  return (
    <View className='exam-q__blanks'>
      {Array.from({ length: q.blanks || 1 }, (_, i) => (
        <View key={i} className='exam-q__blank'>
          <Text className='exam-q__hint'>第 {i + 1} 空</Text>
          <Input
            className='exam-q__input'
            value={blanks[i] ?? ''}
            maxlength={500}
            disabled={disabled}
            placeholder='输入答案'
            onInput={(e) => {
              const next = Array.from({ length: q.blanks || 1 }, (_, j) => (j === i ? e.detail.value : (blanks[j] ?? '')));
              onChange(next.some((x) => x.trim()) ? { blanks: next } : null);
            }}
          />
        </View>
      ))}
    </View>
  );
}
