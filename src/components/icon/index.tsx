import { View } from '@tarojs/components';
import './index.scss';

export type IconName = 'lock' | 'check' | 'cap' | 'smile';

/**
 * A small inline icon drawn from an SVG (a CSS mask in the current text colour, 1em square), so it
 * looks the same on every machine: emoji glyphs render as boxes where no emoji font is installed.
 * A View, not Text: in the mini-program a Text may hold only text, so put it beside a Text.
 */
export default function Icon({ name, label, className = '' }: { name: IconName; label?: string; className?: string }) {
  return <View className={`icon icon--${name} ${className}`} aria-label={label} />;
}
