import { useCallback, useEffect, useRef, useState } from 'react';
import { useIsDesktop } from '../../platform/viewport';
import { clampRatio } from './ratio';
import StackedPanels, { type SplitPanelProps } from './stacked';
import './index.scss';

/** Desktop split panel of the OJ layout: drag the bar (mouse or touch) to resize the panes. */
export default function SplitPanel(props: SplitPanelProps) {
  return useIsDesktop() ? <DraggablePanels {...props} /> : <StackedPanels {...props} />;
}

function DraggablePanels({ left, right, initial = 0.45 }: SplitPanelProps) {
  const box = useRef<HTMLDivElement>(null);
  const [ratio, setRatio] = useState(initial);
  const [dragging, setDragging] = useState(false);

  const onMove = useCallback((e: PointerEvent) => {
    const el = box.current;
    if (!el) return;
    const rect = el.getBoundingClientRect();
    setRatio(clampRatio(e.clientX - rect.left, rect.width));
  }, []);

  useEffect(() => {
    if (!dragging) return;
    const stop = () => setDragging(false);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', stop);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', stop);
    };
  }, [dragging, onMove]);

  return (
    <div ref={box} className={`split ${dragging ? 'split--dragging' : ''}`}>
      <div className='split__pane' style={{ width: `${ratio * 100}%` }}>
        {left}
      </div>
      <div
        className='split__bar'
        role='separator'
        aria-orientation='vertical'
        aria-valuenow={Math.round(ratio * 100)}
        onPointerDown={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDoubleClick={() => setRatio(initial)}
      />
      <div className='split__pane split__pane--rest'>{right}</div>
    </div>
  );
}
