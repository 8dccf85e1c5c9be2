import type { GateView } from '../../../../../types/training';

/** The desktop map exists only on H5 (gate-map.h5.tsx); the mini-program always shows the list. */
export default function GateMap(_: { gates: GateView[]; selected: string; onSelect: (id: string) => void }) {
  return null;
}
