/** The commerce console pages share the one admin load hook. */
export { useAdminLoad as useLoad } from '../use-admin-load';

/** Money input in yuan for antd forms: fen <-> yuan with two decimals. */
export const fenToYuan = (fen: number) => fen / 100;
export const yuanToFen = (yuan: number | null | undefined) => Math.round((yuan ?? 0) * 100);
