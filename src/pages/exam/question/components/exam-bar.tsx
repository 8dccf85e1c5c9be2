import { Text, View } from '@tarojs/components';
import { clock } from '../../../../components/exam/format';
import type { Paper, SaveState } from '../use-paper';

const SAVE_TEXT: Record<SaveState, string> = { saved: '已自动保存', saving: '保存中...', dirty: '待保存', failed: '保存失败，将重试' };

/** Title, the server-driven countdown, the autosave state and the hand-in button. */
export default function ExamBar({ p, title }: { p: Paper; title: string }) {
  const urgent = p.remaining <= 300;
  return (
    <View className='exam-bar'>
      <Text className='exam-bar__title'>{title}</Text>
      <Text className={`exam-bar__save exam-bar__save--${p.save}`}>{SAVE_TEXT[p.save]}</Text>
      <Text className={`exam-bar__clock ${urgent ? 'exam-bar__clock--urgent' : ''}`}>剩余 {clock(p.remaining)}</Text>
      <View className={`btn btn--primary exam-bar__submit ${p.finishing ? 'btn--disabled' : ''}`} onClick={() => void p.confirmHandIn()}>
        {p.finishing ? '交卷中...' : '交卷'}
      </View>
    </View>
  );
}
