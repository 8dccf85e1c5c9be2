import { Image, Text, View } from '@tarojs/components';
import { assetUrl } from '../../utils/asset-url';
import './index.scss';

interface Props {
  src?: string | null;
  name?: string | null;
  size?: number;
}

/** The user's head image, or the first character of the nickname when there is none. */
export default function Avatar({ src, name, size = 32 }: Props) {
  const style = { width: `${size}px`, height: `${size}px`, fontSize: `${Math.round(size * 0.45)}px` };
  if (src) return <Image className='avatar' style={style} src={assetUrl(src)} mode='aspectFill' />;
  return (
    <View className='avatar avatar--text' style={style}>
      {/* by code point: an emoji nickname keeps its whole first character */}
      <Text>{Array.from(name || '码')[0]}</Text>
    </View>
  );
}
