// Admin part of the exam journey (test/e2e/exam.mjs), desktop 1280 px: the console lists the
// exams; a new exam gets two questions from the bank, reordered; the learner's submit of the free
// exam shows with its per-item detail; closing the free exam's window opens the explanations.
import { join } from 'node:path';
import { devSignIn as signIn } from './server.mjs';

function expect(cond, msg) {
  if (!cond) throw new Error(msg);
}


/** antd DatePicker: type the value and confirm. */
async function typeDate(page, id, value) {
  const input = page.locator(`.ant-modal input#${id}, .ant-drawer input#${id}`).first();
  await input.click();
  await input.press('Control+A');
  await input.pressSequentially(value);
  await input.press('Enter');
}

const fmt = (d) => {
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

export async function examAdminJourney({ page, base, step, shots, examId }) {
  await step('admin: the console lists the exams under 考试与题单', async () => {
    await signIn(page, base, 'admin', '/admin/exam');
    await page.locator('tr').filter({ hasText: '算法基础能力测评' }).first().waitFor({ timeout: 20000 });
    await page.getByText('考试与题单').first().waitFor();
  });

  await step('admin: creates an exam, adds two bank questions, reorders them', async () => {
    await page.getByRole('button', { name: /新建考试/ }).click();
    await page.locator('.ant-modal input#title, .ant-drawer input#title').first().fill('期末模拟考');
    const now = Date.now();
    await typeDate(page, 'start_at', fmt(new Date(now - 3600_000)));
    await typeDate(page, 'end_at', fmt(new Date(now + 7 * 86400_000)));
    await page.locator('.ant-modal .ant-switch, .ant-drawer .ant-switch').last().click();
    await page.locator('.ant-modal-footer .ant-btn-primary').last().click();
    const row = page.locator('tr').filter({ hasText: '期末模拟考' }).first();
    await row.waitFor({ timeout: 15000 });
    await row.getByText('题目').click();
    await page.waitForURL(/\/admin\/exam\/\d+\/item/, { timeout: 15000 });
    for (const word of ['栈的特点', '哈希表查找']) {
      await page.locator('.exam-items .ant-select').first().click();
      await page.keyboard.type(word.slice(0, 2));
      await page.locator('.ant-select-item-option').filter({ hasText: word }).first().click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /添加题目/ }).click();
      await page.locator('.exam-items__row').filter({ hasText: word }).waitFor({ timeout: 10000 });
    }
    expect((await page.locator('.exam-items__title').first().innerText()).includes('栈的特点'), 'first added first');
    await page.locator('.exam-items__row').nth(1).getByRole('button', { name: /上\s*移/ }).click();
    await page.waitForTimeout(800);
    await page.reload();
    await page.locator('.exam-items__row').nth(1).waitFor({ timeout: 15000 });
    expect((await page.locator('.exam-items__title').first().innerText()).includes('哈希表查找'), 'order not saved');
    await page.screenshot({ path: join(shots, 'exam-admin-items.png') });
  });

  await step('admin: sees the learner’s submit of the free exam with its per-item detail', async () => {
    await page.goto(`${base}/admin/exam/${examId}/submit`);
    const row = page.locator('tr').filter({ hasText: '码途学员' }).first();
    await row.waitFor({ timeout: 20000 });
    await row.getByText('详情').click();
    await page.locator('.ant-drawer').getByText('A+B 问题').waitFor({ timeout: 15000 });
    await page.screenshot({ path: join(shots, 'exam-admin-submit.png') });
    await page.keyboard.press('Escape');
  });

  await step('admin closes the window; the learner then reads the explanations', async () => {
    await page.goto(`${base}/admin/exam`);
    const row = page.locator('tr').filter({ hasText: '算法基础能力测评' }).first();
    await row.waitFor({ timeout: 20000 });
    await row.getByText('编辑').click();
    await typeDate(page, 'end_at', fmt(new Date(Date.now() - 60_000)));
    await page.locator('.ant-modal-footer .ant-btn-primary').last().click();
    await page.waitForTimeout(1000);
    await signIn(page, base, 'user', `/exam/${examId}/explain`);
    await page.locator('.exam-explain__item').first().waitFor({ timeout: 20000 });
    const text = await page.locator('#app').innerText();
    expect(text.includes('正确答案') && text.includes('解析'), 'explanations missing');
    await page.screenshot({ path: join(shots, 'exam-desktop-explain.png'), fullPage: true });
  });
}
