/** @jest-environment jsdom */
/** Issue 25 item 7: errors that go once fixed, titles from the route table, skeletons by route. */
import Taro from '@tarojs/taro';
import { useState } from 'react';
import type { TaroMock } from '../helpers/taro-mock';
import { MESSAGES } from '../../types/validation';

jest.mock('../../src/platform/navigation', () => ({ currentUrl: jest.fn(() => '/topic/edit/x'), go: jest.fn(), goBack: jest.fn(), replaceQuery: jest.fn() }));

import { topicErrors } from '../../src/components/community/editor-rules';
import { useImages } from '../../src/components/community/use-images';
import { courseHref, learnersLabel } from '../../src/components/course/course-link';
import { skeletonVariantOf } from '../../src/components/state/skeleton-variant';
import { usePageTitle, useRouteTitle } from '../../src/layouts/page-title';
import { kindOf, KIND_TABS } from '../../src/pages/course/list/use-course-list';
import { findRoute, routeByName, ROUTES } from '../../src/routes';
import { pageConfigOf } from '../../src/routes/page-config';
import { documentTitle, navigationBarTitle } from '../../src/routes/title';
import { raiseErrors, useFieldErrors, visibleErrors } from '../../src/utils/field-errors';
import { act, renderHook } from './render-hook';

const mock = Taro as unknown as TaroMock;
beforeEach(() => mock.__reset());

describe('an error goes away as soon as its input is valid', () => {
  const rules = (v: Partial<Record<'title' | 'content', unknown>>) => topicErrors(String(v.title ?? ''), String(v.content ?? ''));

  it('keeps a raised error while the value is unchanged, drops it once the rule passes', () => {
    const raised = raiseErrors(topicErrors('', 'body'), { title: '', content: 'body' });
    expect(visibleErrors(raised, { title: '', content: 'body' }, rules)).toEqual({ title: MESSAGES.topicTitleInvalid });
    expect(visibleErrors(raised, { title: 'Hello', content: 'body' }, rules)).toEqual({});
  });

  it('keeps showing the rule while the changed value is still wrong', () => {
    const raised = raiseErrors(topicErrors('', 'body'), { title: '', content: 'body' });
    expect(visibleErrors(raised, { title: '   ', content: 'body' }, rules)).toEqual({ title: MESSAGES.topicTitleInvalid });
  });

  it('a server message stays until its field is edited; a form-wide one until the next submit', () => {
    const raised = raiseErrors({ title: '标题含有敏感词', form: '发布太频繁' }, { title: 'bad word', content: 'x' });
    const values = { title: 'bad word', content: 'x' };
    expect(visibleErrors(raised, values, rules)).toEqual({ title: '标题含有敏感词', form: '发布太频繁' });
    expect(visibleErrors(raised, { ...values, title: 'good words' }, rules)).toEqual({ form: '发布太频繁' });
  });

  it('the hook: submit shows the title error, typing a valid title clears it, content never complained', () => {
    const h = renderHook(() => {
      const [title, setTitle] = useState('');
      const [content, setContent] = useState('');
      const fields = useFieldErrors({ title, content }, (v) => topicErrors(v.title, v.content));
      return { fields, setTitle, setContent };
    });
    act(() => void h.result.fields.check());
    expect(h.result.fields.errors).toEqual({ title: MESSAGES.topicTitleInvalid, content: MESSAGES.topicContentInvalid });
    act(() => h.result.setTitle('二分查找的边界'));
    expect(h.result.fields.errors).toEqual({ content: MESSAGES.topicContentInvalid });
    act(() => h.result.setContent('lower_bound 返回第一个不小于 x 的位置'));
    expect(h.result.fields.errors).toEqual({});
    h.unmount();
  });

  it('the 9-image limit message goes once an image is removed', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ url: `u${i}`, thumb_url: `t${i}` }));
    const h = renderHook(() => useImages(nine));
    await act(async () => h.result.pick());
    expect(h.result.error).toBe(MESSAGES.imageCount);
    act(() => h.result.remove(0));
    expect(h.result.error).toBe('');
    expect(h.result.images).toHaveLength(8);
    h.unmount();
  });
});

describe('titles from the route table', () => {
  it('the browser tab reads `displayName - 码途`; the site itself just 码途', () => {
    expect(documentTitle(routeByName('ojList'))).toBe('算法题库 - 码途');
    expect(documentTitle({ displayName: '码途' })).toBe('码途');
    expect(documentTitle(routeByName('courseIntro'), '动态规划 30 讲')).toBe('动态规划 30 讲 - 码途');
    expect(documentTitle(routeByName('courseIntro'), '  ')).toBe('课程介绍 - 码途');
    expect(navigationBarTitle(routeByName('courseIntro'), '动态规划 30 讲')).toBe('动态规划 30 讲');
  });

  it('every page has its own title, the same one on weapp (page config) and H5', () => {
    for (const r of ROUTES.filter((x) => x.layout !== 'admin')) {
      expect(r.displayName.trim()).not.toBe('');
      expect(pageConfigOf(r.name).navigationBarTitleText).toBe(navigationBarTitle(r));
      expect(documentTitle(r)).toContain(r.displayName);
    }
  });

  it('the page shell sets document.title, and a detail page names its record once loaded', async () => {
    mock.__setRouter({ path: '/pages/course/intro/index', params: { id: '3' } });
    const route = routeByName('courseIntro');
    const h = renderHook(() => {
      const [name, setName] = useState<string | null>(null);
      useRouteTitle(route);
      usePageTitle(name);
      return setName;
    });
    expect(document.title).toBe('课程介绍 - 码途');
    act(() => h.result('动态规划 30 讲'));
    expect(document.title).toBe('动态规划 30 讲 - 码途');
    h.unmount();
  });
});

describe('skeletons and the course list', () => {
  it('detail routes get the detail skeleton, lists the rows', () => {
    expect(skeletonVariantOf(findRoute('/course/12')!.route)).toBe('detail');
    expect(skeletonVariantOf(findRoute('/course')!.route)).toBe('list');
    expect(skeletonVariantOf(null)).toBe('list');
  });

  it('/course lists every kind first and takes ?kind= from a link', () => {
    expect(KIND_TABS.map((t) => t.label)).toEqual(['全部', '技能课', '训练营']);
    expect(kindOf('training')).toBe('training');
    expect(kindOf(undefined)).toBe('all');
    expect(kindOf('evil')).toBe('all');
  });

  it('a joined camp opens in the training pages, anything else its introduction', () => {
    expect(courseHref({ course_id: '7', kind: 'training', enrolled: true })).toBe('/training/enrollment');
    expect(courseHref({ course_id: '7', kind: 'training', enrolled: false })).toBe('/course/7');
    expect(courseHref({ course_id: '2', kind: 'normal', enrolled: true })).toBe('/course/2');
    expect(learnersLabel(128)).toBe('128 人在学');
    expect(learnersLabel(0)).toBe('');
  });
});
