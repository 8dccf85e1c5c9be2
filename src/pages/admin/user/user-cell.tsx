import { Avatar, Space } from 'antd';

/** A user's avatar (or first character) and nick name, as the user lists show them. */
export function UserCell({ user }: { user: { nick_name: string; head_img_url?: string | null } }) {
  return (
    <Space>
      <Avatar size={28} src={user.head_img_url || undefined}>
        {user.nick_name.slice(0, 1)}
      </Avatar>
      {user.nick_name}
    </Space>
  );
}
