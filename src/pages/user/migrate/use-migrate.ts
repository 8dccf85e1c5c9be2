import { useState } from 'react';
import type { AccountMigrationView, MigratePreview } from '../../../../types/migrate';
import { mergeAccount, verifyMigrateSms, verifyMigrateWechat } from '../../../services/api/migrate';
import { ApiError } from '../../../services/request';

export type MigrateStep = { step: 'verify' } | { step: 'preview'; preview: MigratePreview } | { step: 'done'; result: AccountMigrationView };

const messageOf = (e: unknown) => (e instanceof ApiError ? (e.errors[0]?.message ?? e.message) : '服务器出错，请刷新页面重试！');

/** verify the old account → preview → confirm → merged */
export function useMigrate() {
  const [state, setState] = useState<MigrateStep>({ step: 'verify' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const verifySms = async ({ telephone, code }: { telephone: string; code: string }) => {
    // PhoneCodeForm shows what this throws under the form
    const preview = await verifyMigrateSms(telephone, code, { silent: true }).catch((e: unknown) => {
      throw new Error(messageOf(e));
    });
    setError('');
    setState({ step: 'preview', preview });
  };

  const verifyWechat = (code: string) => {
    setBusy(true);
    verifyMigrateWechat(code, { silent: true })
      .then((preview) => {
        setError('');
        setState({ step: 'preview', preview });
      })
      .catch((e: unknown) => setError(messageOf(e)))
      .finally(() => setBusy(false));
  };

  const merge = () => {
    if (state.step !== 'preview' || busy) return;
    setBusy(true);
    mergeAccount(state.preview.ticket, { silent: true })
      .then((result) => setState({ step: 'done', result }))
      .catch((e: unknown) => setError(messageOf(e)))
      .finally(() => setBusy(false));
  };

  const restart = () => {
    setError('');
    setState({ step: 'verify' });
  };

  return { state, error, busy, verifySms, verifyWechat, merge, restart };
}
