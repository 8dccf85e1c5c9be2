import { View } from '@tarojs/components';
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import './partner.scss';

/** A QR code drawn with views, so it renders the same in the mini-program and on H5. */
export default function QrCode({ text, size = 160 }: { text: string; size?: number }) {
  const rows = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const n = qr.getModuleCount();
    return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
  }, [text]);
  const cell = Math.max(1, Math.floor(size / rows.length));
  return (
    <View className='partner-qr' style={{ width: `${cell * rows.length}px`, height: `${cell * rows.length}px` }}>
      {rows.map((row, r) => (
        <View key={r} className='partner-qr__row' style={{ height: `${cell}px` }}>
          {row.map((dark, c) => (
            <View key={c} className={dark ? 'partner-qr__cell partner-qr__cell--dark' : 'partner-qr__cell'} style={{ width: `${cell}px`, height: `${cell}px` }} />
          ))}
        </View>
      ))}
    </View>
  );
}
