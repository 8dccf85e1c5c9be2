import { Text, View } from '@tarojs/components';
import { EMOJIS } from './editor-rules';

/** Taps add an emoji to the text (SPEC §5 emoji picker). */
export default function EmojiPicker({ onPick }: { onPick(emoji: string): void }) {
  return (
    <View className='emoji-picker'>
      {EMOJIS.map((e) => (
        <Text key={e} className='emoji-picker__item' onClick={() => onPick(e)}>
          {e}
        </Text>
      ))}
    </View>
  );
}
