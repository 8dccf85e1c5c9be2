import { Input, Text, View } from '@tarojs/components';
import { useState } from 'react';
import { JUDGE_TYPES, PROBLEM_STATUS_LABEL, ProblemStatus, SORT_TYPES, type ProblemRow } from '../../../../types/oj';
import { LIMITS } from '../../../../types/validation';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { hasPath } from '../../../routes';
import { levelLabel } from '../../../utils/format';
import { INITIAL_FILTER } from './list-filter';
import { useProblemList, type ListFilter } from './use-problem-list';
import './index.scss';

export default function ProblemListPage() {
  return (
    <PageShell name='ojList'>
      <ProblemList />
    </PageShell>
  );
}

function Chips<T extends string | number>({ label, value, options, onChange }: { label: string; value: T; options: { v: T; t: string }[]; onChange(v: T): void }) {
  return (
    <View className='oj-list__filter'>
      <Text className='oj-list__filter-label'>{label}</Text>
      <View className='oj-list__chips'>
        {options.map((o) => (
          <Text key={String(o.v)} className={`oj-list__chip ${o.v === value ? 'oj-list__chip--on' : ''}`} onClick={() => onChange(o.v)}>
            {o.t}
          </Text>
        ))}
      </View>
    </View>
  );
}

function rate(p: ProblemRow): string {
  return p.acceptance === null ? '-' : `${(p.acceptance * 100).toFixed(1)}%`;
}

function ProblemList() {
  const s = useProblemList();
  const [kw, setKw] = useState('');
  const f = s.filter;
  return (
    <View className='oj-list'>
      <View className='card oj-list__filters'>
        <View className='oj-list__search'>
          <Input
            className='oj-list__input'
            placeholder='搜索题号或标题'
            maxlength={LIMITS.keyword}
            value={kw}
            confirmType='search'
            onInput={(e) => setKw(e.detail.value)}
            onConfirm={() => s.update({ keyword: kw.trim() })}
          />
          <View className='btn btn--primary oj-list__search-btn' onClick={() => s.update({ keyword: kw.trim() })}>
            搜索
          </View>
          {hasPath('/problemset') && (
            <View className='btn oj-list__sets' onClick={() => go('/problemset')}>
              题单
            </View>
          )}
        </View>
        <Chips label='分类' value={f.categoryId} options={[{ v: '', t: '全部' }, ...s.cats.map((c) => ({ v: c.id, t: c.name }))]} onChange={(v) => s.update({ categoryId: v })} />
        <Chips<ListFilter['level']> label='难度' value={f.level} options={[{ v: 0, t: '全部' }, ...([1, 2, 3] as const).map((l) => ({ v: l, t: levelLabel(l) }))]} onChange={(v) => s.update({ level: v })} />
        <Chips<ListFilter['status']> label='状态' value={f.status} options={[{ v: 0, t: '全部' }, { v: 1, t: '已通过' }, { v: 2, t: '尝试过' }, { v: 3, t: '未开始' }]} onChange={(v) => s.update({ status: v })} />
        <Chips<ListFilter['judgeType']> label='评测' value={f.judgeType} options={[{ v: 0, t: '全部' }, ...JUDGE_TYPES.map((j) => ({ v: j.id, t: j.name }))]} onChange={(v) => s.update({ judgeType: v })} />
        <Chips<ListFilter['sortType']> label='排序' value={f.sortType} options={SORT_TYPES.map((x) => ({ v: x.id, t: x.name }))} onChange={(v) => s.update({ sortType: v })} />
        {f.tag && (
          <View className='oj-list__filter'>
            <Text className='oj-list__filter-label'>标签</Text>
            <View className='oj-list__active-tag' onClick={() => s.update({ tag: '' })}>
              <Text>{f.tag}</Text>
              <Text className='oj-list__active-tag-x'>×</Text>
            </View>
            <Text className='oj-list__clear' onClick={() => s.update({ tag: '' })}>
              清除标签
            </Text>
          </View>
        )}
      </View>

      <View className='card oj-list__table'>
        <View className='oj-list__row oj-list__row--head'>
          <Text className='oj-list__status'>状态</Text>
          <Text className='oj-list__no'>题号</Text>
          <Text className='oj-list__title'>题目</Text>
          <Text className='oj-list__level'>难度</Text>
          <Text className='oj-list__rate'>通过率</Text>
        </View>
        {s.loading && !s.page ? (
          <Loading />
        ) : s.error ? (
          <ErrorState text={s.error} onRetry={s.reload} />
        ) : !s.page?.list.length ? (
          f.keyword || f.tag || f.categoryId || f.level || f.status || f.judgeType ? (
            <Empty text='没有符合条件的题目' action={{ text: '清除筛选', onClick: () => (setKw(''), s.update({ ...INITIAL_FILTER, sortType: f.sortType })) }} />
          ) : (
            <Empty text='题库正在准备中，先看看课程' action={{ text: '去选课', path: '/course' }} />
          )
        ) : (
          s.page.list.map((p) => (
            <View key={p.problem_id} className='oj-list__row' onClick={() => go(`/oj/problem/${p.problem_id}`)}>
              <Text className={`oj-list__status oj-list__status--${p.status}`}>{p.status === ProblemStatus.NONE ? '' : PROBLEM_STATUS_LABEL[p.status]}</Text>
              <Text className='oj-list__no'>{p.no}</Text>
              <View className='oj-list__title'>
                <Text className='oj-list__name'>{p.title}</Text>
                {p.category_name && <Text className='tag'>{p.category_name}</Text>}
                {p.free && <Text className='tag oj-list__free'>免费</Text>}
                {p.has_tpl && <Text className='tag'>核心代码</Text>}
                {p.tags.length > 0 && (
                  <View className='oj-list__tags tag-row'>
                    {p.tags.map((t) => (
                      <Text
                        key={t}
                        className={`oj-list__tag tag-row__item ${t === f.tag ? 'oj-list__tag--on' : ''}`}
                        onClick={(e) => {
                          e.stopPropagation();
                          s.update({ tag: t === f.tag ? '' : t });
                        }}
                      >
                        {t}
                      </Text>
                    ))}
                  </View>
                )}
              </View>
              <Text className={`oj-list__level oj-list__level--${p.level}`}>{levelLabel(p.level)}</Text>
              <Text className='oj-list__rate'>{rate(p)}</Text>
            </View>
          ))
        )}
      </View>

      {s.page && s.page.total > 0 && (
        <View className='oj-list__pager'>
          <View className={`btn ${f.pageNo <= 1 ? 'btn--disabled' : ''}`} onClick={() => s.update({ pageNo: f.pageNo - 1 })}>
            上一页
          </View>
          <Text className='oj-list__page'>
            第 {f.pageNo} / {s.pages} 页 · 共 {s.page.total} 题
          </Text>
          <View className={`btn ${f.pageNo >= s.pages ? 'btn--disabled' : ''}`} onClick={() => s.update({ pageNo: f.pageNo + 1 })}>
            下一页
          </View>
        </View>
      )}
    </View>
  );
}
