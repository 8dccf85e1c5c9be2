import { Text, View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../../types/user';
import { readItem, writeItem } from '../../services/storage';
import Modal from '../modal';

/** The site notice, shown once per browser (SPEC §3 key noticeModalShown). */
export default function NoticeModal() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!readItem(STORAGE_KEYS.noticeModalShown)) setOpen(true);
  }, []);
  const close = () => {
    writeItem(STORAGE_KEYS.noticeModalShown, true);
    setOpen(false);
  };
  return (
    <Modal open={open} title='码途公告' okText='我知道了' onOk={close}>
      <View>
        <Text>欢迎来到码途！这里有系统的课程、在线判题的算法题库和学习社区。</Text>
      </View>
      <View>
        <Text>平台正在持续建设中，新的学习内容会陆续上线。</Text>
      </View>
    </Modal>
  );
}
