/** Width share of the left pane while dragging, kept so neither pane gets narrower than `minPx`. */
export function clampRatio(leftPx: number, totalPx: number, minPx = 280): number {
  if (totalPx <= 0) return 0.5;
  const min = Math.min(minPx, totalPx / 2);
  const clamped = Math.max(min, Math.min(totalPx - min, leftPx));
  return clamped / totalPx;
}
