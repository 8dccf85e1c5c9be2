export { default } from './stacked';
export type { SplitPanelProps } from './stacked';
