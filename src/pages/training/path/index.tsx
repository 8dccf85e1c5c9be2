import { Image, Text, View } from '@tarojs/components';
import Icon from '../../../components/icon';
import { ProgressBar } from '../../../components/course';
import { ErrorState, Loading } from '../../../components/state';
import { CohortNav } from '../../../components/training';
import PageShell from '../../../layouts/page-shell';
import { useIsDesktop } from '../../../platform/viewport';
import { assetUrl } from '../../../utils/asset-url';
import { formatDate } from '../../../utils/format';
import GateDetail from './components/gate-detail';
import GateList from './components/gate-list';
import GateMap from './components/gate-map';
import { usePath } from './use-path';
import './index.scss';

export default function TrainingPathPage() {
  return (
    <PageShell name='trainingPath'>
      <TrainingPath />
    </PageShell>
  );
}

function TrainingPath() {
  const { cid, gid, load, reload, selected, setSelected } = usePath();
  const desktop = useIsDesktop();
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={load.code === 4003 || load.code === 4004 ? undefined : reload} />;
  const p = load.data;
  const current = p.gates.find((g) => g.gate_id === selected);
  return (
    <View className='training-path'>
      <View className='card training-path__head'>
        <Text className='training-path__title'>{p.course_title}</Text>
        <Text className='training-path__meta'>
          {p.cohort_name} · {formatDate(p.start_at, 'YYYY-MM-DD')} 开班 · 总分 {p.total_score}
        </Text>
        <ProgressBar percent={p.total ? (p.passed / p.total) * 100 : 0} label={`已通过 ${p.passed}/${p.total} 关`} />
        {p.certificate && (
          <View className='training-path__cert'>
            <View className='training-path__cert-title'>
              <Icon name='cap' className='training-path__cap' />
              <Text>已结营，证书验证码 {p.certificate.code}</Text>
            </View>
            <Image className='training-path__cert-img' src={assetUrl(p.certificate.image_url)} mode='widthFix' />
          </View>
        )}
      </View>
      <CohortNav cid={cid} gid={gid} active='path' />
      {desktop ? (
        <View className='training-path__desk'>
          <GateMap gates={p.gates} selected={selected} onSelect={setSelected} />
          {current && <GateDetail gate={current} />}
        </View>
      ) : (
        <GateList gates={p.gates} selected={selected} onSelect={setSelected} />
      )}
    </View>
  );
}
