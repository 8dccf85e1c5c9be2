import { Image, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import type { PostImage } from '../../../types/community';

interface Props {
  images: PostImage[];
  /** editing: each image gets a remove button */
  onRemove?(index: number): void;
  onAdd?(): void;
  uploading?: number;
  max?: number;
}

/** Post images as thumbnails; tap to preview the full image. */
export default function ImageGrid({ images, onRemove, onAdd, uploading = 0, max = 9 }: Props) {
  const preview = (i: number) => void Taro.previewImage({ urls: images.map((x) => x.url), current: images[i].url });
  if (!images.length && !onAdd) return null;
  return (
    <View className='image-grid'>
      {images.map((img, i) => (
        <View key={img.url} className='image-grid__cell'>
          <Image className='image-grid__img' src={img.thumb_url} mode='aspectFill' onClick={() => preview(i)} />
          {onRemove && (
            <Text className='image-grid__remove' onClick={() => onRemove(i)}>
              ×
            </Text>
          )}
        </View>
      ))}
      {Array.from({ length: uploading }, (_, i) => (
        <View key={`up${i}`} className='image-grid__cell image-grid__cell--busy'>
          <Text>上传中</Text>
        </View>
      ))}
      {onAdd && images.length + uploading < max && (
        <View className='image-grid__cell image-grid__add' onClick={onAdd}>
          <Text>+ 图片</Text>
        </View>
      )}
    </View>
  );
}
