import type { DataSource } from 'typeorm';
import { ContractVersionEntity } from './entities/contract-version.entity';

const AGREEMENT = `## 一、协议的范围

欢迎使用码途（CodeTrek）。本协议是你与码途之间就使用课程、在线评测、考试、题单、训练营、社区等服务所订立的约定。注册、登录或使用任一服务，即表示你已阅读并同意本协议。

## 二、账号

1. 你可以通过手机号验证码或微信登录。请妥善保管账号，不要转借他人使用。
2. 同一自然人的多个账号可以在「账号迁移」中合并，合并后原账号的订单、权益与学习记录归入当前账号。

## 三、付费服务

1. 课程、会员、题单与训练营为付费服务，价格以下单页面为准。
2. 虚拟内容一经开通原则上不予退款；因平台原因无法提供服务的，按未使用部分退款。

## 四、用户行为

你在社区发布的内容须真实、合法，不得抄袭他人题解或上传侵权资料；考试中不得与他人共享答案。违反的，平台可删除内容、取消成绩或限制账号。

## 五、知识产权

平台上的课程视频、题目描述与测试数据归码途或其授权方所有，仅供你个人学习使用。

## 六、其他

本协议的修改会以新版本发布并注明生效日期；新版本生效后继续使用即视为同意。`;

const PRIVACY = `## 我们收集的信息

- 账号信息：手机号、微信标识、昵称与头像。
- 学习记录：观看进度、提交的代码与评测结果、考试作答。
- 订单信息：购买的商品、支付状态（不保存银行卡号）。

## 我们如何使用

用于登录与账号安全、记录学习进度、评测代码、提供客服，以及在汇总、去标识化后改进课程。

## 共享与保存

除支付、短信等完成服务所必需的合作方外，不向第三方提供你的个人信息。账号注销后，个人信息在 30 天内删除或匿名化。

## 你的权利

你可以在「个人信息」中查看、更正资料，或通过意见反馈联系我们注销账号。`;

/** The first version of the user agreement and the privacy policy. Idempotent. */
export async function seedContracts(ds: DataSource): Promise<void> {
  const repo = ds.getRepository(ContractVersionEntity);
  if ((await repo.count()) > 0) return;
  const effectiveAt = new Date('2026-01-01T00:00:00+08:00');
  await repo.insert([
    { kind: 'agreement', version: 'v1.0', title: '码途用户协议', content: AGREEMENT, effectiveAt },
    { kind: 'privacy', version: 'v1.0', title: '码途隐私政策', content: PRIVACY, effectiveAt },
  ]);
}
