import { Text, View } from '@tarojs/components';
import Icon from '../../../components/icon';
import { useState } from 'react';
import type { EnrollmentRow } from '../../../../types/training';
import { ProgressBar } from '../../../components/course';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { enroll, fetchEnrollment } from '../../../services/api/training';
import { formatDate } from '../../../utils/format';
import { useLoad } from '../use-load';
import './index.scss';

export default function TrainingEnrollmentPage() {
  return (
    <PageShell name='trainingEnrollment'>
      <MyCamps />
    </PageShell>
  );
}

function MyCamps() {
  const { load, reload } = useLoad(() => fetchEnrollment({ silent: true }), []);
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  if (!load.data.length) return <Empty text='还没有报名训练营，购买训练营后在这里选择班级、闯关' action={{ text: '去看训练营', path: '/course?kind=training' }} />;
  return (
    <View className='my-camps'>
      {load.data.map((row) => (row.cohort_id ? <CampCard key={row.course_id} row={row} /> : <PickCohort key={row.course_id} row={row} onDone={reload} />))}
    </View>
  );
}

function CampCard({ row }: { row: EnrollmentRow }) {
  const path = `/training/${row.course_id}/${row.cohort_id}`;
  return (
    <View className='card my-camps__card' onClick={() => go(path)}>
      <Text className='my-camps__title'>{row.course_title}</Text>
      <Text className='my-camps__meta'>
        {row.cohort_name}
        {row.start_at ? ` · ${formatDate(row.start_at, 'YYYY-MM-DD')} 开班` : ''}
        {row.expires_at ? ` · 有效期至 ${formatDate(row.expires_at, 'YYYY-MM-DD')}` : ''}
      </Text>
      <ProgressBar percent={row.percent} label={`已通过 ${row.passed}/${row.total} 关`} />
      <View className='my-camps__next'>
        {row.certificate_code ? (
          <View className='my-camps__done'>
            <Icon name='cap' className='my-camps__cap' />
            <Text>已结营 · 证书 {row.certificate_code}</Text>
          </View>
        ) : row.next_gate_id ? (
          <Text className='my-camps__link' onClick={(e) => (e.stopPropagation(), go(`${path}?gate=${row.next_gate_id}`))}>
            下一步：{row.next_gate_title} ›
          </Text>
        ) : (
          <Text className='my-camps__muted'>等待下一关解锁</Text>
        )}
      </View>
    </View>
  );
}

function PickCohort({ row, onDone }: { row: EnrollmentRow; onDone: () => void }) {
  const [busy, setBusy] = useState('');
  const pick = (gid: string) => {
    setBusy(gid);
    enroll(row.course_id, gid)
      .then(onDone)
      .catch(() => setBusy(''));
  };
  return (
    <View className='card my-camps__card'>
      <Text className='my-camps__title'>{row.course_title}</Text>
      <Text className='my-camps__meta'>已购买，请选择班级{row.expires_at ? `（有效期至 ${formatDate(row.expires_at, 'YYYY-MM-DD')}）` : ''}</Text>
      {row.cohorts.map((c) => (
        <View key={c.cohort_id} className='my-camps__cohort'>
          <View className='my-camps__cohort-info'>
            <Text className='my-camps__cohort-name'>{c.name}</Text>
            <Text className='my-camps__muted'>
              {formatDate(c.start_at, 'YYYY-MM-DD')} 开班 · 剩余 {c.seats_left}/{c.capacity} 个名额{c.teachers.length ? ` · 老师 ${c.teachers.join('、')}` : ''}
            </Text>
          </View>
          <View className={`btn btn--primary ${c.seats_left <= 0 || busy ? 'btn--disabled' : ''}`} onClick={() => pick(c.cohort_id)}>
            {c.seats_left <= 0 ? '已满' : busy === c.cohort_id ? '报名中' : '选择'}
          </View>
        </View>
      ))}
    </View>
  );
}
