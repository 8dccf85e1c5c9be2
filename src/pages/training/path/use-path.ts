import { useRouter } from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { fetchPath } from '../../../services/api/training';
import { useLoad } from '../use-load';

export function usePath() {
  const params = useRouter().params;
  const cid = String(params.cid ?? '');
  const gid = String(params.gid ?? '');
  const { load, reload } = useLoad(() => fetchPath(cid, gid, { silent: true }), [cid, gid]);
  const [selected, setSelected] = useState(String(params.gate ?? ''));
  // default selection: the gate to work on now
  useEffect(() => {
    if (load.status !== 'ready' || selected) return;
    const gates = load.data.gates;
    const next = gates.find((g) => g.state === 'in_progress') ?? gates.find((g) => g.state === 'available') ?? gates[0];
    if (next) setSelected(next.gate_id);
  }, [load, selected]);
  return { cid, gid, load, reload, selected, setSelected };
}
