import { Text, View } from '@tarojs/components';

export default function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <View className='partner-stat'>
      <Text className='partner-stat__value'>{value}</Text>
      <Text className='partner-stat__label'>{label}</Text>
    </View>
  );
}
