import { Text, View } from '@tarojs/components';
import { SET_ACCESS_LABEL, type SetItemContext } from '../../../../types/problemset';
import { ProgressBar, StateTag } from '../../../components/problemset';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import Workspace from '../../oj/problem/components/workspace';
import { useSetItem } from './use-set-item';
import './index.scss';

export default function ProblemSetItemPage() {
  return (
    <PageShell name='problemsetItem'>
      <ItemPage />
    </PageShell>
  );
}

function Nav({ label, id, open }: { label: string; id: string; open(id: string): void }) {
  return (
    <View className={`btn ps-item__nav ${id ? '' : 'btn--disabled'}`} onClick={() => id && open(id)}>
      {label}
    </View>
  );
}

function Header({ c, open }: { c: SetItemContext; open(id: string): void }) {
  return (
    <View className='ps-item__head'>
      <View className='ps-item__info'>
        <Text className='ps-item__set' onClick={() => go(`/problemset/${c.set.id}`)}>
          {c.set.title}
        </Text>
        <Text className='ps-item__pos'>
          {c.position}/{c.total}
        </Text>
        {c.section_title && <Text className='ps-item__section'>{c.section_title}</Text>}
        <StateTag state={c.state} />
      </View>
      <View className='ps-item__progress'>
        {c.round > 0 && <Text className='ps-item__round'>第 {c.round} 轮</Text>}
        <View className='ps-item__bar'>
          <ProgressBar solved={c.solved} total={c.total} />
        </View>
      </View>
      <View className='ps-item__navs'>
        <Nav label='上一题' id={c.prev_item_id} open={open} />
        <Nav label='下一题' id={c.next_item_id} open={open} />
        <Nav label='下一道未完成' id={c.next_unsolved_item_id} open={open} />
      </View>
    </View>
  );
}

/** /problemset/item/:itemId: the OJ workspace inside the list, with list-ordered navigation. */
function ItemPage() {
  const s = useSetItem();
  if (s.error) return <ErrorState text={s.error} onRetry={s.reload} />;
  const c = s.ctx;
  if (!c) return <Loading />;
  return (
    <View className='ps-item'>
      <Header c={c} open={s.open} />
      <View className='ps-item__work'>
        {c.unlocked ? (
          <Workspace key={c.problem.problem_id} problemId={c.problem.problem_id} onJudged={s.refresh} />
        ) : (
          <View className='card ps-item__locked'>
            <Text className='ps-item__locked-title'>{SET_ACCESS_LABEL[c.set.access]}题单</Text>
            <Text className='ps-item__locked-text'>{c.set.access === 'vip' ? '本题单为会员专享，开通会员后即可练习' : '购买本题单后即可练习全部题目'}</Text>
            <View className='btn btn--primary' onClick={() => go(c.set.access === 'vip' ? '/vip' : `/problemset/${c.set.id}`)}>
              {c.set.access === 'vip' ? '查看会员' : '查看题单'}
            </View>
          </View>
        )}
      </View>
    </View>
  );
}
