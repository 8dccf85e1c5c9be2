import { useDidShow, useRouter } from '@tarojs/taro';
import { useEffect } from 'react';
import { create } from 'zustand';
import { applyPageTitle } from '../platform/page-title';
import type { RouteEntry } from '../routes/table';

/** Record names pages reported (`usePageTitle`), per page instance. */
const useRecordTitles = create<{ titles: Record<string, string> }>(() => ({ titles: {} }));

function useInstanceKey(): string {
  const router = useRouter();
  // params carry the instance's $taroTimestamp in the mini-program: two topics on the stack differ
  return `${router?.path ?? ''}|${JSON.stringify(router?.params ?? {})}`;
}

/**
 * The page shell's title (issue 25 item 7): the route's displayName, or the record's name a page
 * reported with `usePageTitle`; applied on mount and again whenever the page shows.
 */
export function useRouteTitle(route: RouteEntry): void {
  const key = useInstanceKey();
  const record = useRecordTitles((s) => s.titles[key]);
  useEffect(() => applyPageTitle(route, record), [route, record]);
  useDidShow(() => applyPageTitle(route, record));
}

/** A detail page names its record once loaded (`两数之和`); the shell shows it as the title. */
export function usePageTitle(record: string | null | undefined): void {
  const key = useInstanceKey();
  useEffect(() => {
    if (!record) return;
    useRecordTitles.setState((s) => ({ titles: { ...s.titles, [key]: record } }));
  }, [key, record]);
}
