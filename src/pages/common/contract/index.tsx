import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import { ApiCode } from '../../../../types/api';
import { CONTRACT_KINDS, CONTRACT_KIND_LABEL, CONTRACT_MESSAGES, type ContractKind, type ContractPage } from '../../../../types/contract';
import Markdown from '../../../components/markdown';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { fetchContract } from '../../../services/api/contract';
import { ApiError } from '../../../services/request';
import { formatDate } from '../../../utils/format';
import './index.scss';

type Load = { status: 'loading' } | { status: 'ready'; page: ContractPage } | { status: 'none' } | { status: 'error'; message: string };

/** SPEC §2 /contract: the user agreement and the privacy policy in force, with earlier versions readable. */
export default function ContractPageView() {
  const params = useRouter().params;
  const [kind, setKind] = useState<ContractKind>(params.kind === 'privacy' ? 'privacy' : 'agreement');
  const [versionId, setVersionId] = useState<string | undefined>(undefined);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchContract(kind, versionId, { silent: true })
      .then((page) => setLoad({ status: 'ready', page }))
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.code === ApiCode.NOT_FOUND) setLoad({ status: 'none' });
        else setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '服务器出错，请刷新页面重试！' });
      });
  }, [kind, versionId]);
  useEffect(reload, [reload]);
  const choose = (k: ContractKind) => {
    setKind(k);
    setVersionId(undefined);
  };
  return (
    <PageShell name='contract'>
      <View className='contract'>
        <View className='contract__tabs'>
          {CONTRACT_KINDS.map((k) => (
            <View key={k} className={`contract__tab ${k === kind ? 'contract__tab--on' : ''}`} onClick={() => choose(k)}>
              {CONTRACT_KIND_LABEL[k]}
            </View>
          ))}
        </View>
        {load.status === 'loading' && <Loading />}
        {load.status === 'none' && <Empty text={CONTRACT_MESSAGES.none} />}
        {load.status === 'error' && <ErrorState text={load.message} onRetry={reload} />}
        {load.status === 'ready' && (
          <View className='card contract__body'>
            <Text className='contract__title'>{load.page.current.title}</Text>
            <Text className='contract__meta'>
              {`版本 ${load.page.current.version} · ${formatDate(load.page.current.effective_at, 'YYYY年M月D日')}起生效`}
            </Text>
            <Markdown source={load.page.current.content} />
            {load.page.history.length > 1 && (
              <View className='contract__history'>
                <Text className='contract__history-title'>历史版本</Text>
                {load.page.history.map((h) => (
                  <Text
                    key={h.id}
                    className={`contract__version ${h.id === load.page.current.id ? 'contract__version--on' : ''}`}
                    onClick={() => setVersionId(h.id)}
                  >
                    {`${h.version}（${formatDate(h.effective_at, 'YYYY-MM-DD')}）`}
                  </Text>
                ))}
              </View>
            )}
          </View>
        )}
      </View>
    </PageShell>
  );
}
