import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import { MIGRATE_COUNT_LABEL, type MigrateAccount, type MigrateCounts } from '../../../../types/migrate';
import Modal from '../../../components/modal';
import PhoneCodeForm from '../../../components/phone-code-form';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import WechatVerify from './components/wechat-verify';
import { useMigrate } from './use-migrate';
import './index.scss';

export default function MigratePage() {
  return (
    <PageShell name='userMigrate'>
      <Migrate />
    </PageShell>
  );
}

function AccountCard({ title, a }: { title: string; a: MigrateAccount }) {
  return (
    <View className='migrate__account'>
      <Text className='migrate__account-title'>{title}</Text>
      <Text className='migrate__account-name'>{a.nick_name}</Text>
      <Text className='migrate__account-meta'>{[`UID ${a.uid}`, a.telephone, a.wechat ? '已绑定微信' : ''].filter(Boolean).join(' · ')}</Text>
    </View>
  );
}

function Counts({ counts }: { counts: MigrateCounts }) {
  return (
    <View className='migrate__counts'>
      {(Object.keys(MIGRATE_COUNT_LABEL) as (keyof MigrateCounts)[]).map((k) => (
        <View key={k} className='migrate__count'>
          <Text className='migrate__count-n'>{counts[k]}</Text>
          <Text className='migrate__count-label'>{MIGRATE_COUNT_LABEL[k]}</Text>
        </View>
      ))}
    </View>
  );
}

/** SPEC §2 /migrate: prove the old account, see what moves, confirm, done. */
function Migrate() {
  const m = useMigrate();
  const [method, setMethod] = useState<'sms' | 'wechat'>('sms');
  const [confirming, setConfirming] = useState(false);
  const s = m.state;
  return (
    <View className='migrate'>
      <View className='card migrate__intro'>
        <Text className='migrate__title'>账号迁移</Text>
        <Text className='migrate__text'>把你的另一个码途账号（例如手机号账号与微信账号）合并到当前登录的账号：订单、会员与权益、课程进度、代码提交与帖子都会归入当前账号，旧账号随后不能再单独登录。</Text>
      </View>
      {m.error && <Text className='migrate__error'>{m.error}</Text>}

      {s.step === 'verify' && (
        <View className='card migrate__panel'>
          <View className='migrate__tabs'>
            <View className={`migrate__tab ${method === 'sms' ? 'migrate__tab--on' : ''}`} onClick={() => setMethod('sms')}>
              手机号账号
            </View>
            <View className={`migrate__tab ${method === 'wechat' ? 'migrate__tab--on' : ''}`} onClick={() => setMethod('wechat')}>
              微信账号
            </View>
          </View>
          {method === 'sms' ? (
            <>
              <Text className='migrate__hint'>输入旧账号的手机号，用短信验证码证明它属于你。</Text>
              <PhoneCodeForm submitText='验证旧账号' pendingText='验证中...' onSubmit={m.verifySms} />
            </>
          ) : (
            <WechatVerify onCode={m.verifyWechat} />
          )}
        </View>
      )}

      {s.step === 'preview' && (
        <View className='card migrate__panel'>
          <View className='migrate__pair'>
            <AccountCard title='旧账号（迁出）' a={s.preview.from} />
            <Text className='migrate__arrow'>→</Text>
            <AccountCard title='当前账号（迁入）' a={s.preview.to} />
          </View>
          <Text className='migrate__section'>将迁入当前账号</Text>
          <Counts counts={s.preview.counts} />
          {s.preview.notes.map((n) => (
            <Text key={n} className='migrate__note'>
              {`· ${n}`}
            </Text>
          ))}
          {s.preview.conflicts.length > 0 && (
            <View className='migrate__conflicts'>
              <Text className='migrate__section'>暂时无法合并</Text>
              {s.preview.conflicts.map((c) => (
                <Text key={c} className='migrate__conflict'>
                  {c}
                </Text>
              ))}
            </View>
          )}
          <View className='migrate__actions'>
            <View className='btn migrate__btn' onClick={m.restart}>
              重新验证
            </View>
            <View
              className={`btn btn--primary migrate__btn ${s.preview.conflicts.length || m.busy ? 'btn--disabled' : ''}`}
              onClick={() => !s.preview.conflicts.length && !m.busy && setConfirming(true)}
            >
              {m.busy ? '合并中...' : '合并到当前账号'}
            </View>
          </View>
        </View>
      )}

      {s.step === 'done' && (
        <View className='card migrate__panel migrate__done'>
          <Text className='migrate__title'>迁移完成</Text>
          <Text className='migrate__hint'>{`旧账号 UID ${s.result.from_uid} 的数据已合并到当前账号。`}</Text>
          <Counts counts={s.result.counts} />
          <View className='btn btn--primary migrate__btn' onClick={() => go('/user/center', { replace: true })}>
            返回个人中心
          </View>
        </View>
      )}

      <Modal
        open={confirming}
        title='确认合并账号？'
        okText='确认合并'
        onOk={() => {
          setConfirming(false);
          m.merge();
        }}
        onClose={() => setConfirming(false)}
      >
        <Text>合并后无法撤销，旧账号将不能再单独登录。</Text>
      </Modal>
    </View>
  );
}
